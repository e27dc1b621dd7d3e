CREATE TABLE "contact_import_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_format" text NOT NULL,
	"columns" integer NOT NULL,
	"filled_rows" integer NOT NULL,
	"slash_dates" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"campaign_id" integer NOT NULL,
	"upload_id" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'STATUS_PROCESSING' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"mapping" jsonb NOT NULL,
	"has_header" boolean NOT NULL,
	"header" jsonb,
	"options" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"last_id" integer DEFAULT 0 NOT NULL,
	"import_count_contact" integer DEFAULT 0 NOT NULL,
	"invalid_contact_count" integer DEFAULT 0 NOT NULL,
	"duplicate_contact" integer DEFAULT 0 NOT NULL,
	"duplicate_contact_in_file" integer DEFAULT 0 NOT NULL,
	"black_list_count" integer DEFAULT 0 NOT NULL,
	"blocked_regions_count" integer DEFAULT 0 NOT NULL,
	"no_contact_additional_phones" integer DEFAULT 0 NOT NULL,
	"import_count_additional_phones" integer DEFAULT 0 NOT NULL,
	"rejects_bytes" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_imports_status" CHECK ("contact_imports"."status" in ('STATUS_PROCESSING', 'STATUS_DONE', 'STATUS_CANCELED', 'STATUS_ERROR'))
);
--> statement-breakpoint
CREATE TABLE "numbering_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"ranges" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "numbering_ranges" (
	"plan_id" integer NOT NULL,
	"code" integer NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"operator" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"file" text NOT NULL,
	"filters" jsonb NOT NULL,
	"fields" text[] NOT NULL,
	"locale" text NOT NULL,
	"time_zone" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"sync_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'STATUS_PROCESSING' NOT NULL,
	"error" text,
	"position" jsonb,
	"csv_name" text,
	"csv_bytes" bigint DEFAULT 0 NOT NULL,
	"csv_complete" boolean DEFAULT false NOT NULL,
	"xlsx_name" text,
	"run_id" text NOT NULL,
	"resumes" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "exports_status_check" CHECK ("exports"."status" IN ('STATUS_PROCESSING', 'STATUS_DONE', 'STATUS_CANCELED', 'STATUS_ERROR'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "blocked_regions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "contact_import_uploads" ADD CONSTRAINT "contact_import_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_uploads" ADD CONSTRAINT "contact_import_uploads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_upload_id_contact_import_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."contact_import_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbering_plans" ADD CONSTRAINT "numbering_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbering_ranges" ADD CONSTRAINT "numbering_ranges_plan_id_numbering_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."numbering_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_imports_one_running" ON "contact_imports" USING btree ("campaign_id") WHERE "contact_imports"."status" = 'STATUS_PROCESSING';--> statement-breakpoint
CREATE INDEX "contact_imports_campaign_idx" ON "contact_imports" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "numbering_ranges_lookup_idx" ON "numbering_ranges" USING btree ("plan_id","code","from_number");--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exports_processing_idx" ON "exports" USING btree ("heartbeat_at") WHERE "exports"."status" = 'STATUS_PROCESSING';--> statement-breakpoint
CREATE INDEX "contacts_import_idx" ON "contacts" USING btree ("import_id") WHERE "contacts"."import_id" is not null;