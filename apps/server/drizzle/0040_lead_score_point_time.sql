-- Block ranges of the lead-score points by time, for the score movement's read of a month's points:
-- points are written as their events arrive, mostly in time order.
CREATE INDEX "lead_score_point_time" ON "lead_score_point" USING brin ("occurred_at");
