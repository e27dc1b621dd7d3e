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
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exports_processing_idx" ON "exports" USING btree ("heartbeat_at") WHERE "exports"."status" = 'STATUS_PROCESSING';