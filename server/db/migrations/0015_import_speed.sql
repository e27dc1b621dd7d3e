DROP INDEX "contact_additional_phones_phone_idx";--> statement-breakpoint
DROP INDEX "contacts_phone_idx";--> statement-breakpoint
-- The offset trigger runs a PL/pgSQL block with an exception handler (a subtransaction) for every row; a
-- big import gives the offset itself, once per distinct zone of a batch (server/imports/write-sql.ts), so the
-- insert trigger runs only for a row that comes without one. A changed zone is always computed again.
DROP TRIGGER "contacts_tz_offset_trg" ON "contacts";--> statement-breakpoint
CREATE TRIGGER "contacts_tz_offset_insert_trg" BEFORE INSERT ON "contacts"
  FOR EACH ROW WHEN (NEW."tz_offset" IS NULL AND NEW."tz" <> '') EXECUTE FUNCTION "contacts_set_tz_offset"();
--> statement-breakpoint
CREATE TRIGGER "contacts_tz_offset_update_trg" BEFORE UPDATE OF "tz" ON "contacts"
  FOR EACH ROW EXECUTE FUNCTION "contacts_set_tz_offset"();
