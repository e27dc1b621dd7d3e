ALTER TABLE "campaigns" ADD COLUMN "moh_id" integer;--> statement-breakpoint
ALTER TABLE "trunks" ADD COLUMN "port" integer DEFAULT 5060 NOT NULL;--> statement-breakpoint
ALTER TABLE "trunks" ADD COLUMN "transport" text DEFAULT 'udp' NOT NULL;--> statement-breakpoint
ALTER TABLE "trunks" ADD COLUMN "register" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trunks" ADD COLUMN "caller_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trunks" ADD COLUMN "capacity" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "trunks" ADD COLUMN "tariff_per_minute" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trunks" ADD COLUMN "registration_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trunks" ADD COLUMN "registration_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "trunk_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "dial_sec" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "wait_sec" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "talk_sec" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "price" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "hangup_cause" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "node_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_moh_id_moh_id_fk" FOREIGN KEY ("moh_id") REFERENCES "public"."moh"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_trunk_id_trunks_id_fk" FOREIGN KEY ("trunk_id") REFERENCES "public"."trunks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_at_id_idx" ON "calls" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_live_idx" ON "calls" USING btree ("node_id") WHERE "calls"."ended_at" IS NULL;