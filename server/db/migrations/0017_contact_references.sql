ALTER TABLE "contacts" DROP CONSTRAINT "contacts_status_id_statuses_id_fk";
--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_campaign_id_campaigns_id_fk";
--> statement-breakpoint
-- A contact's project, status and operator, kept as the foreign keys above kept them, once per statement
-- rather than once per row (a fifth of a million-row import's insert went to the foreign keys' row
-- checks). A statement that inserts or updates contacts locks the rows it names FOR KEY SHARE, as a
-- foreign key does, so a concurrent delete waits for it; then, in a statement of its own with a fresh
-- snapshot, it checks that they exist and fails with foreign_key_violation otherwise.
CREATE FUNCTION "contacts_check_references"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_ids integer[];
  status_ids integer[];
  user_ids integer[];
  missing text;
BEGIN
  SELECT array_agg(DISTINCT "campaign_id") FILTER (WHERE "campaign_id" IS NOT NULL),
         array_agg(DISTINCT "status_id") FILTER (WHERE "status_id" IS NOT NULL),
         array_agg(DISTINCT "user_id") FILTER (WHERE "user_id" IS NOT NULL)
    INTO project_ids, status_ids, user_ids FROM written;
  PERFORM 1 FROM "campaigns" WHERE "id" = ANY(project_ids) ORDER BY "id" FOR KEY SHARE;
  PERFORM 1 FROM "statuses" WHERE "id" = ANY(status_ids) ORDER BY "id" FOR KEY SHARE;
  PERFORM 1 FROM "users" WHERE "id" = ANY(user_ids) ORDER BY "id" FOR KEY SHARE;
  SELECT m INTO missing FROM (
    SELECT format('campaign_id=%s', x) AS m FROM unnest(project_ids) x
      WHERE NOT EXISTS (SELECT 1 FROM "campaigns" WHERE "id" = x)
    UNION ALL SELECT format('status_id=%s', x) FROM unnest(status_ids) x
      WHERE NOT EXISTS (SELECT 1 FROM "statuses" WHERE "id" = x)
    UNION ALL SELECT format('user_id=%s', x) FROM unnest(user_ids) x
      WHERE NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = x)
  ) AS missing_keys LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'insert or update on table "contacts" names a row that does not exist (%)', missing
      USING ERRCODE = 'foreign_key_violation', TABLE = 'contacts';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contacts_references_insert_trg" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_check_references"();--> statement-breakpoint
CREATE TRIGGER "contacts_references_update_trg" AFTER UPDATE ON "contacts" REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_check_references"();--> statement-breakpoint
-- ON DELETE SET NULL, once per statement: the column to clear is the trigger's argument.
CREATE FUNCTION "contacts_clear_reference"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE "contacts" SET %I = NULL WHERE %I IN (SELECT "id" FROM gone)', TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "campaigns_contacts_clear_trg" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_clear_reference"('campaign_id');--> statement-breakpoint
CREATE TRIGGER "statuses_contacts_clear_trg" AFTER DELETE ON "statuses" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_clear_reference"('status_id');--> statement-breakpoint
CREATE TRIGGER "users_contacts_clear_trg" AFTER DELETE ON "users" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_clear_reference"('user_id');
