-- Block ranges of the lead-score points by time, for the score movement's read of a month's points.
-- The scoring job writes points in time order; existing points take that order at the next full
-- rescoring (until then the index only narrows what it can).
CREATE INDEX "lead_score_point_time" ON "lead_score_point" USING brin ("occurred_at");
