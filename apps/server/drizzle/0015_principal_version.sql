-- Every change that can alter a signed-in caller's principal (user, role, grant, menu, organization
-- path, session) advances one sequence and notifies the servers, which drop their cached principals.
-- A sequence, not a counter row: it takes no row lock, so concurrent administrators never deadlock on it.
CREATE SEQUENCE IF NOT EXISTS "principal_version";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('principal_version');
  PERFORM pg_notify('crm_principal', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "app_user_principal" AFTER UPDATE OF "tenant_id", "username", "first_name", "org_id", "enabled" OR DELETE OR TRUNCATE ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_principal" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_role_principal" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_role" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
--> statement-breakpoint
CREATE TRIGGER "menu_principal" AFTER UPDATE OR DELETE OR TRUNCATE ON "menu" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_menu_principal" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menu" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
--> statement-breakpoint
CREATE TRIGGER "organization_principal" AFTER UPDATE OF "path" OR DELETE OR TRUNCATE ON "organization" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
--> statement-breakpoint
CREATE TRIGGER "auth_session_principal" AFTER UPDATE OR DELETE OR TRUNCATE ON "auth_session" FOR EACH STATEMENT EXECUTE FUNCTION "principal_changed"();
