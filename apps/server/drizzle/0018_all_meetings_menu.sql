-- The "All meetings" page for tenants created before it existed: after the last page of the
-- meeting section, granted to the administrator, sales managers and compliance approvers.
-- New tenants get it from the menu catalog.
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "permission")
SELECT s."tenant_id", s."id", 'MENU', 'all', 'meeting.all', '全部会议', 'All meetings', 'UnorderedListOutlined',
  (SELECT coalesce(max(c."sort"), 0) + 1 FROM "menu" c WHERE c."parent_id" = s."id"), 'meeting:all:list'
FROM "menu" s
WHERE s."code" = 'meeting' AND s."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = s."tenant_id" AND e."code" = 'meeting.all');
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'compliance')
WHERE m."code" = 'meeting.all'
ON CONFLICT DO NOTHING;
