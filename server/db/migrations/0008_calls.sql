CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"audio_path" text DEFAULT '' NOT NULL,
	"file_format" text DEFAULT '' NOT NULL,
	"client_phone" text NOT NULL,
	"campaign_id" integer,
	"context" text NOT NULL,
	"to_phone" text DEFAULT '' NOT NULL,
	"bill_sec" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"initiator_hang_up" text,
	"status" integer,
	"status_operator" text DEFAULT '' NOT NULL,
	"contact_id" integer,
	"operator_id" integer,
	"client_status" text DEFAULT '' NOT NULL,
	"robot_status" jsonb,
	"call_type" text NOT NULL,
	"trunk" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_unique_id_unique" UNIQUE("unique_id"),
	CONSTRAINT "calls_context_check" CHECK ("calls"."context" IN ('outbound', 'inbound')),
	CONSTRAINT "calls_call_type_check" CHECK ("calls"."call_type" IN ('TYPE_ROBOT', 'TYPE_ROBOT_RECALL', 'TYPE_SYSTEM', 'TYPE_TASK', 'TYPE_TRANSFER')),
	CONSTRAINT "calls_initiator_hang_up_check" CHECK ("calls"."initiator_hang_up" IS NULL OR "calls"."initiator_hang_up" IN ('client', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_contact_at_idx" ON "calls" USING btree ("contact_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_client_phone_at_idx" ON "calls" USING btree ("client_phone","at" DESC NULLS LAST);