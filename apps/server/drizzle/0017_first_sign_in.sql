-- A user an administrator created or whose password an administrator reset must set their own
-- password at first sign-in; the flag is part of the signed-in principal.
ALTER TABLE "app_user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- WeChat official account for doctors' one-tap sign-in, separate from the staff WeCom app.
ALTER TABLE "enterprise" ADD COLUMN "wechat_app_id" text;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "wechat_app_secret" text;--> statement-breakpoint
-- The flag changes what a signed-in user may do, so changing it drops the cached principals too.
DROP TRIGGER IF EXISTS "app_user_principal" ON "app_user";--> statement-breakpoint
CREATE TRIGGER "app_user_principal" AFTER UPDATE OF "tenant_id", "username", "first_name", "org_id", "enabled", "must_change_password" OR DELETE OR TRUNCATE ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
