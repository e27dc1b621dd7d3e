CREATE TABLE "contact_additional_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"phone" text NOT NULL,
	"tz" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"region" text DEFAULT '' NOT NULL,
	"tz" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status_id" integer,
	"tags" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_tags" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"user_id" integer,
	"campaign_id" integer,
	"call_date" timestamp with time zone,
	"robot_status" jsonb,
	"dynamic_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"crm_id" text DEFAULT '' NOT NULL,
	"show_phone" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "show_phone" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "by_call_date" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_additional_phones" ADD CONSTRAINT "contact_additional_phones_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_additional_phones_contact_idx" ON "contact_additional_phones" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_additional_phones_phone_idx" ON "contact_additional_phones" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "contacts_campaign_id_idx" ON "contacts" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "contacts_phone_idx" ON "contacts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status_id");