-- Dashboards already stored for a tenant get the widgets added to the built-in definitions:
-- content reach and lead-score movement on the manager's dashboard, sales against forecast on
-- business dashboard 1 (retitled when still carrying the old built-in title). The widgets go below
-- the tenant's own layout (their y is relative to its bottom), the version rises and is kept.
WITH "added" ("key", "widgets") AS (
  VALUES ('manager-dashboard', '[{"id":"content-sent","metrics":["content.sent"],"chart":"number","filters":[],"x":0,"y":0,"w":6,"h":2},{"id":"content-opened","metrics":["content.opened"],"chart":"number","filters":[],"x":6,"y":0,"w":6,"h":2},{"id":"leads-rising","metrics":["leadScore.rising"],"chart":"number","filters":[],"x":12,"y":0,"w":6,"h":2},{"id":"leads-falling","metrics":["leadScore.falling"],"chart":"number","filters":[],"x":18,"y":0,"w":6,"h":2},{"id":"content-reach-trend","metrics":["content.sent","content.opened","content.clicked"],"chart":"line","dimension":"week","filters":[],"x":0,"y":2,"w":12,"h":4,"title":"内容触达趋势","titleEn":"Content reach by week"},{"id":"lead-points-trend","metrics":["leadScore.pointsEarned"],"chart":"line","dimension":"week","filters":[],"x":12,"y":2,"w":12,"h":4},{"id":"lead-movement-by-district","metrics":["leadScore.rising","leadScore.falling"],"chart":"bar","dimension":"district","filters":[],"x":0,"y":6,"w":12,"h":4,"title":"线索评分变化","titleEn":"Lead-score movement"},{"id":"content-reach-by-rep","metrics":["content.sent","content.opened","content.clicked"],"chart":"table","dimension":"rep","filters":[],"x":12,"y":6,"w":12,"h":4,"title":"内容触达（人员）","titleEn":"Content reach by person"}]'::jsonb),
    ('business-1', '[{"id":"sales-attainment","metrics":["sales.forecastAttainment"],"chart":"number","filters":[],"x":0,"y":0,"w":8,"h":2},{"id":"sales-actual","metrics":["sales.actualUnits"],"chart":"number","filters":[],"x":8,"y":0,"w":8,"h":2},{"id":"sales-forecast","metrics":["sales.forecastUnits"],"chart":"number","filters":[],"x":16,"y":0,"w":8,"h":2},{"id":"sales-by-product","metrics":["sales.forecastUnits","sales.actualUnits"],"chart":"bar","dimension":"product","filters":[],"x":0,"y":2,"w":12,"h":4,"title":"产品销量与预测","titleEn":"Sales against forecast by product"},{"id":"sales-by-region","metrics":["sales.forecastUnits","sales.actualUnits"],"chart":"bar","dimension":"region","filters":[],"x":12,"y":2,"w":12,"h":4,"title":"大区销量与预测","titleEn":"Sales against forecast by region"},{"id":"sales-attainment-trend","metrics":["sales.forecastAttainment"],"chart":"line","dimension":"month","filters":[],"x":0,"y":6,"w":24,"h":4,"title":"销售预测达成趋势","titleEn":"Sales against forecast by month"}]'::jsonb)
), "changed" AS (
  UPDATE "analytics_dashboard" d
  SET "widgets" = d."widgets" || (
      SELECT jsonb_agg(w || jsonb_build_object('y', (w ->> 'y')::int
        + coalesce((SELECT max((e ->> 'y')::int + (e ->> 'h')::int) FROM jsonb_array_elements(d."widgets") e), 0)))
      FROM jsonb_array_elements(a."widgets") w
      WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(d."widgets") o WHERE o ->> 'id' = w ->> 'id')),
    "title" = CASE WHEN d."key" = 'business-1' AND d."title" = 'KOL 互动' THEN '销售与 KOL 互动' ELSE d."title" END,
    "title_en" = CASE WHEN d."key" = 'business-1' AND d."title_en" = 'KOL engagement' THEN 'Sales and KOL engagement' ELSE d."title_en" END,
    "version" = d."version" + 1,
    "updated_at" = now()
  FROM "added" a
  WHERE d."key" = a."key"
    AND EXISTS (SELECT 1 FROM jsonb_array_elements(a."widgets") w
      WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(d."widgets") o WHERE o ->> 'id' = w ->> 'id'))
  RETURNING d."id", d."version", d."widgets"
)
INSERT INTO "analytics_dashboard_version" ("dashboard_id", "version", "widgets")
SELECT "id", "version", "widgets" FROM "changed"
ON CONFLICT DO NOTHING;
