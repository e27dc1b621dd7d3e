CREATE SEQUENCE "public"."template_card_label_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "carousel_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"trunk_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt" timestamp with time zone,
	"timeout" integer DEFAULT 60 NOT NULL,
	"attempt_reset_hours" integer DEFAULT 24 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kpi_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kpi_type" text NOT NULL,
	"target" double precision NOT NULL,
	"options" jsonb,
	"reset_mode" text DEFAULT 'none' NOT NULL,
	"end_at" timestamp with time zone,
	"statuses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"users" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"color" text DEFAULT 'none' NOT NULL,
	"script" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"labels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trunks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"sip_account" text DEFAULT '' NOT NULL,
	"host" text NOT NULL,
	"queue" text DEFAULT '' NOT NULL,
	"providers" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inbound_control" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_permission_group_id_permission_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "active_additional_phone_timeout" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "active_additional_phone_timeout" SET DATA TYPE text USING "active_additional_phone_timeout"::text;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "active_additional_phone_timeout" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "supervisor_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "trunk_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "context" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "caller_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "time_zone" text DEFAULT 'Europe/Moscow' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "queue_timeout" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "operator_timeout" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "queue_strategy" text DEFAULT 'ringall' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "dial_timeout" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "global_timeout" integer DEFAULT 3600 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "simultaneous_calls" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "auto_dial_type" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "predictive_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "additional_phone_timeout" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "max_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "transfer_phones" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "template_card_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "sms_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "email_subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "email_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "recognition_provider" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "synthesis_provider" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "call_days" text[] DEFAULT '{mon,tue,wed,thu,fri}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "call_time_from" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "call_time_to" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "dial_attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "main_trunk_id" integer;--> statement-breakpoint
ALTER TABLE "carousel_numbers" ADD CONSTRAINT "carousel_numbers_trunk_id_trunks_id_fk" FOREIGN KEY ("trunk_id") REFERENCES "public"."trunks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carousel_numbers_phone_unique" ON "carousel_numbers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "carousel_numbers_trunk_idx" ON "carousel_numbers" USING btree ("trunk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trunks_title_unique" ON "trunks" USING btree (lower("title"));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_trunk_id_trunks_id_fk" FOREIGN KEY ("trunk_id") REFERENCES "public"."trunks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_template_card_id_template_cards_id_fk" FOREIGN KEY ("template_card_id") REFERENCES "public"."template_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_main_trunk_id_trunks_id_fk" FOREIGN KEY ("main_trunk_id") REFERENCES "public"."trunks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permission_group_id_permission_groups_id_fk" FOREIGN KEY ("permission_group_id") REFERENCES "public"."permission_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permission_groups_title_unique" ON "permission_groups" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "users_main_trunk_idx" ON "users" USING btree ("main_trunk_id");--> statement-breakpoint
-- No extension is null: an empty extension would clash with the next one under the unique index.
UPDATE "users" SET "extension_username" = NULL WHERE btrim("extension_username") = '';--> statement-breakpoint
CREATE UNIQUE INDEX "users_extension_username_unique" ON "users" USING btree ("extension_username");--> statement-breakpoint
-- Users created before trunks existed name their trunk in main_trunk_name: make a trunk of each name (its
-- host is to be filled in the Trunks screen) and point the users at it.
INSERT INTO "trunks" ("title", "host")
SELECT DISTINCT ON (lower(btrim("main_trunk_name"))) btrim("main_trunk_name"), ''
FROM "users" WHERE btrim(coalesce("main_trunk_name", '')) <> ''
ORDER BY lower(btrim("main_trunk_name")), btrim("main_trunk_name")
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "main_trunk_id" = "trunks"."id", "main_trunk_name" = NULL
FROM "trunks" WHERE "users"."main_trunk_id" IS NULL AND lower("trunks"."title") = lower(btrim("users"."main_trunk_name"));
