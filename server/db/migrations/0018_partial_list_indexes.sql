DROP INDEX "contacts_user_idx";--> statement-breakpoint
DROP INDEX "contacts_call_date_idx";--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id","id","campaign_id") WHERE "contacts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "contacts_call_date_idx" ON "contacts" USING btree ("call_date","id","campaign_id") WHERE "contacts"."call_date" is not null;