-- Written by hand above drizzle-kit's output (keep it when regenerating): the name search's trigram index
-- needs pg_trgm, a trusted extension PostgreSQL ships in contrib; PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "contacts_user_idx";--> statement-breakpoint
DROP INDEX "contacts_status_idx";--> statement-breakpoint
CREATE INDEX "contact_additional_phones_phone_prefix_idx" ON "contact_additional_phones" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at","id","campaign_id");--> statement-breakpoint
CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at","id","campaign_id");--> statement-breakpoint
CREATE INDEX "contacts_call_date_idx" ON "contacts" USING btree ("call_date","id","campaign_id");--> statement-breakpoint
CREATE INDEX "contacts_full_name_trgm_idx" ON "contacts" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_tags_idx" ON "contacts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "tasks_open_contact_idx" ON "tasks" USING btree ("contact_id") WHERE not "tasks"."success";--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id","id","campaign_id");--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status_id","id","campaign_id");