-- The embedded realm's authorization code flow (code + PKCE): each enterprise's registered redirect
-- addresses, whether it still accepts the password grant, the claim of an outside identity server's
-- tokens that names the product user, and the one-time codes.
ALTER TABLE "enterprise" ADD COLUMN "redirect_uris" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "password_grant" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise" ADD COLUMN "user_claim" text DEFAULT 'preferred_username' NOT NULL;--> statement-breakpoint
-- An existing enterprise's web app signs in on its own domain's login page, over HTTPS or plain HTTP.
UPDATE "enterprise" SET "redirect_uris" = ARRAY['https://' || "domain" || '/pc/login', 'http://' || "domain" || '/pc/login'];--> statement-breakpoint
CREATE TABLE "authorization_code" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"session_id" text NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "authorization_code" ADD CONSTRAINT "authorization_code_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_code" ADD CONSTRAINT "authorization_code_session_id_auth_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_code_expiry" ON "authorization_code" USING btree ("expires_at");
