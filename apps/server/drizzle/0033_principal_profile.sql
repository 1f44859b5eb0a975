-- The cached principal also holds what "who am I" shows (English name, e-mail, mobile, avatar,
-- language, the unit's names) and the first-sign-in flag, so a change to any of them drops the
-- cached principals as a change of role does.
DROP TRIGGER IF EXISTS "app_user_principal" ON "app_user";
--> statement-breakpoint
CREATE TRIGGER "app_user_principal" AFTER UPDATE OF "tenant_id", "username", "first_name", "name_en", "org_id", "enabled", "email", "mobile", "avatar", "language", "must_change_password" OR DELETE OR TRUNCATE ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "organization_principal" ON "organization";
--> statement-breakpoint
CREATE TRIGGER "organization_principal" AFTER UPDATE OF "path", "name", "name_en" OR DELETE OR TRUNCATE ON "organization" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
