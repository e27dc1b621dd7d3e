ALTER TABLE "contacts" ADD COLUMN "has_open_task" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "contacts" SET "has_open_task" = true
  WHERE "id" IN (SELECT "contact_id" FROM "tasks" WHERE NOT "success");--> statement-breakpoint
CREATE INDEX "contacts_open_task_idx" ON "contacts" USING btree ("campaign_id","id") WHERE "contacts"."has_open_task";--> statement-breakpoint
-- contacts.has_open_task follows the tasks of the contacts a statement on tasks touched (inserted, deleted,
-- moved to another contact, done or undone), once per statement. The rows are locked first, so the check
-- that follows (a statement of its own, with a fresh snapshot) sees what a concurrent change committed.
CREATE FUNCTION "contacts_mark_open_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT "contact_id") INTO touched
      FROM (SELECT "contact_id" FROM changed UNION ALL SELECT "contact_id" FROM changed_before) t;
  ELSE
    SELECT array_agg(DISTINCT "contact_id") INTO touched FROM changed;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "contacts" WHERE "id" = ANY(touched) ORDER BY "id" FOR UPDATE;
  UPDATE "contacts" c SET "has_open_task" = o.open
    FROM (SELECT x.id, EXISTS (SELECT 1 FROM "tasks" k WHERE k."contact_id" = x.id AND NOT k."success") AS open
      FROM unnest(touched) AS x(id)) o
    WHERE c."id" = o.id AND c."has_open_task" <> o.open;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_open_insert_trg" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_mark_open_tasks"();--> statement-breakpoint
CREATE TRIGGER "tasks_open_update_trg" AFTER UPDATE ON "tasks"
  REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_mark_open_tasks"();--> statement-breakpoint
CREATE TRIGGER "tasks_open_delete_trg" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "contacts_mark_open_tasks"();
