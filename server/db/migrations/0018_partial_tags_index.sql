DROP INDEX "contacts_tags_idx";--> statement-breakpoint
CREATE INDEX "contacts_tags_idx" ON "contacts" USING gin ("tags") WHERE "contacts"."tags" <> '{}'::integer[];