ALTER TABLE "contacts" ADD COLUMN "tz_offset" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "bot_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_mix_idx" ON "contacts" USING btree (hashint4("id"),"id");--> statement-breakpoint
CREATE INDEX "contacts_tz_idx" ON "contacts" USING btree (coalesce("tz_offset", 1440),"id");--> statement-breakpoint
CREATE INDEX "contacts_phone_prefix_idx" ON "contacts" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
-- tz holds a zone name ('Europe/Moscow') or an offset ('+3', 'UTC+03:00'). Its offset cannot be an index
-- expression (a zone's offset is not immutable), so it is stored when tz is written; NULL when unknown.
CREATE FUNCTION "contacts_tz_offset"(zone text) RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  m text[];
BEGIN
  IF zone IS NULL OR btrim(zone) = '' THEN
    RETURN NULL;
  END IF;
  m := regexp_match(btrim(zone), '^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$', 'i');
  IF m IS NOT NULL THEN
    RETURN (CASE WHEN m[1] = '-' THEN -1 ELSE 1 END) * (m[2]::integer * 60 + coalesce(m[3], '0')::integer);
  END IF;
  -- Offset and POSIX-style names read the sign the other way round: only names with a letter part pass.
  IF btrim(zone) !~ '^[A-Za-z][A-Za-z0-9_/+-]*$' OR btrim(zone) ~ '[0-9]' AND btrim(zone) !~ '/' THEN
    RETURN NULL;
  END IF;
  RETURN (extract(epoch FROM (now() AT TIME ZONE btrim(zone)) - (now() AT TIME ZONE 'UTC')) / 60)::integer;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "contacts_set_tz_offset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tz_offset := "contacts_tz_offset"(NEW.tz);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contacts_tz_offset_trg" BEFORE INSERT OR UPDATE OF "tz" ON "contacts"
  FOR EACH ROW EXECUTE FUNCTION "contacts_set_tz_offset"();
--> statement-breakpoint
UPDATE "contacts" SET "tz_offset" = "contacts_tz_offset"("tz") WHERE "tz" <> '';
