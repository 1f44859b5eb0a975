ALTER TABLE "content_article" ADD COLUMN "translation_of" bigint;--> statement-breakpoint
CREATE INDEX "content_article_translation" ON "content_article" USING btree ("tenant_id","translation_of");