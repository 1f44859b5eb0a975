-- Every permission mark is granted by a menu entry, and every write needs a write mark (decision 27).
-- For tenants created before: the administration console's section with a page per console section,
-- and the write buttons that replace read marks on writes, granted as the menu catalog grants them
-- to the seeded roles. A custom role keeps what it could do: it gets each write button whose read
-- mark it held. New tenants get all of this from the menu catalog.
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'customer:follow:edit', 'customer.doctorTeamManager.followEdit', '关注医生', 'Follow doctors', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'customer:follow:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'customer.doctorTeamManager'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'customer.doctorTeamManager.followEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'customer:savedSearch:edit', 'customer.doctorTeamManager.savedSearchEdit', '保存常用筛选', 'Save searches', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'customer:savedSearch:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'customer.doctorTeamManager'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'customer.doctorTeamManager.savedSearchEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'customer:tag:edit', 'customer.businessRecord.tagEdit', '给医生打标签', 'Tag doctors', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'customer:tag:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'customer.businessRecord'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'customer.businessRecord.tagEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'task:task:edit', 'task.all.taskEdit', '编辑任务', 'Edit tasks', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'task:task:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'task.all'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'task.all.taskEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'meeting:payment:edit', 'meeting.payment.paymentEdit', '填写并提交付款', 'Enter and submit payments', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'meeting:payment:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'meeting.payment'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'meeting.payment.paymentEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'meeting:confirmation:confirm', 'meeting.met.confirmationConfirm', '确认会议', 'Confirm meetings', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'meeting:confirmation:confirm', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'meeting.met'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'meeting.met.confirmationConfirm');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'meeting:settings:edit', 'meeting.speakerManager.settingsEdit', '设置讲课费上限', 'Set the honoraria cap', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'meeting:settings:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'meeting.speakerManager'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'meeting.speakerManager.settingsEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'meeting:budget:edit', 'meeting.budgetIndex.budgetEdit', '编辑预算与成本中心', 'Edit budgets and cost centres', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'meeting:budget:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'meeting.budgetIndex'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'meeting.budgetIndex.budgetEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'meeting:institution:edit', 'meeting.institution.institutionEdit', '编辑机构', 'Edit institutions', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'meeting:institution:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'meeting.institution'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'meeting.institution.institutionEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'meeting:supplier:edit', 'meeting.supplier.supplierEdit', '编辑供应商', 'Edit suppliers', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'meeting:supplier:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'meeting.supplier'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'meeting.supplier.supplierEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'workflow:processInstance:withdraw', 'taskManager.myProcess.processInstanceWithdraw', '撤回流程', 'Withdraw processes', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'workflow:processInstance:withdraw', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'taskManager.myProcess'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'taskManager.myProcess.processInstanceWithdraw');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'workflow:processInstance:start', 'taskManager.processInstanceCreate.processInstanceStart', '发起', 'Start processes', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'workflow:processInstance:start', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'taskManager.processInstanceCreate'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'taskManager.processInstanceCreate.processInstanceStart');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'workflow:processDefinition:edit', 'taskManager.processInstanceCreate.processDefinitionEdit', '编辑审批链', 'Edit approval chains', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'workflow:processDefinition:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'taskManager.processInstanceCreate'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'taskManager.processInstanceCreate.processDefinitionEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'system:notice:publish', 'news.newsIndex.noticePublish', '发布系统通知', 'Publish notices', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'system:notice:publish', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'news.newsIndex'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'news.newsIndex.noticePublish');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT t."id", NULL, 'MENU', 'admin', 'admin', '系统管理', 'Administration', 'SettingOutlined',
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."tenant_id" = t."id" AND c."parent_id" IS NULL), true, NULL, '[]'::jsonb
FROM "enterprise" t
WHERE NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = t."id" AND e."code" = 'admin');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'users', 'admin.users', '用户管理', 'Users', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:user:list', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.users');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'system:user:edit', 'admin.users.userEdit', '编辑用户', 'Edit users', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'system:user:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin.users'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.users.userEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'roles', 'admin.roles', '角色管理', 'Roles', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:role:list', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.roles');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'system:role:edit', 'admin.roles.roleEdit', '编辑角色与授权', 'Edit roles and grants', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'system:role:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin.roles'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.roles.roleEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'organizations', 'admin.organizations', '组织管理', 'Organizations', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:org:list', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.organizations');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'system:org:edit', 'admin.organizations.orgEdit', '编辑组织', 'Edit organizations', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'system:org:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin.organizations'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.organizations.orgEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'menus', 'admin.menus', '菜单管理', 'Menus', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:menu:list', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.menus');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'system:menu:edit', 'admin.menus.menuEdit', '编辑菜单', 'Edit menus', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'system:menu:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin.menus'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.menus.menuEdit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'language', 'admin.language', '语言配置', 'Language entries', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:language:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.language');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'dictionaries', 'admin.dictionaries', '字典管理', 'Dictionaries', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:dict:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.dictionaries');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'audit', 'admin.audit', '审计日志', 'Audit trail', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:audit:list', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.audit');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'BUTTON', 'system:job:list', 'admin.audit.jobList', '查看后台任务', 'View background jobs', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), false, 'system:job:list', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin.audit'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.audit.jobList');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'sms', 'admin.sms', '短信发件箱', 'SMS outbox', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:sms:list', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.sms');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "is_hidden", "permission", "attributes")
SELECT p."tenant_id", p."id", 'MENU', 'signIn', 'admin.signIn', '登录方式', 'Sign-in method', NULL,
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = p."id"), true, 'system:signin:edit', '[]'::jsonb
FROM "menu" p
WHERE p."code" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'admin.signIn');
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'rep', 'msl')
WHERE m."code" = 'customer.doctorTeamManager.followEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'rep', 'msl', 'reader')
WHERE m."code" = 'customer.doctorTeamManager.savedSearchEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'rep', 'msl', 'marketing')
WHERE m."code" = 'customer.businessRecord.tagEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'rep', 'msl')
WHERE m."code" = 'task.all.taskEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'rep')
WHERE m."code" = 'meeting.payment.paymentEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'rep')
WHERE m."code" = 'meeting.met.confirmationConfirm'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'compliance')
WHERE m."code" = 'meeting.speakerManager.settingsEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'marketing', 'finance')
WHERE m."code" = 'meeting.budgetIndex.budgetEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'marketing', 'compliance')
WHERE m."code" = 'meeting.institution.institutionEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'marketing', 'compliance')
WHERE m."code" = 'meeting.supplier.supplierEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance')
WHERE m."code" = 'taskManager.myProcess.processInstanceWithdraw'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance')
WHERE m."code" = 'taskManager.processInstanceCreate.processInstanceStart'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'taskManager.processInstanceCreate.processDefinitionEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'news.newsIndex.noticePublish'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.users'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.users.userEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.roles'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.roles.roleEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.organizations'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.organizations.orgEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.menus'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.menus.menuEdit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.language'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.dictionaries'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.audit'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.audit.jobList'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.sms'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin')
WHERE m."code" = 'admin.signIn'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('compliance')
WHERE m."code" = 'meeting.speakerManager'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'customer.doctorTeamManager.followEdit'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'customer:follow:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'customer.doctorTeamManager.savedSearchEdit'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'customer:doctor:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'customer.businessRecord.tagEdit'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'customer:doctor:view')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'task.all.taskEdit'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'task:task:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'meeting.payment.paymentEdit'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'meeting:payment:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'meeting.met.confirmationConfirm'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'meeting:confirmation:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'meeting.budgetIndex.budgetEdit'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'meeting:budget:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'meeting.institution.institutionEdit'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'meeting:institution:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'meeting.supplier.supplierEdit'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'meeting:supplier:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'taskManager.myProcess.processInstanceWithdraw'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'workflow:process:list')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT DISTINCT m."tenant_id", r."id", m."id"
FROM "menu" m
JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" NOT IN ('admin', 'manager', 'rep', 'msl', 'marketing', 'compliance', 'finance', 'reader', 'default')
WHERE m."code" = 'taskManager.processInstanceCreate.processInstanceStart'
  AND EXISTS (SELECT 1 FROM "role_menu" rm JOIN "menu" held ON held."id" = rm."menu_id"
    WHERE rm."role_id" = r."id" AND held."permission" = 'workflow:processDefinition:list')
ON CONFLICT DO NOTHING;
