CREATE TABLE "operator_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"oper_phone" text NOT NULL,
	"status" text NOT NULL,
	"presence" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_states_status_check" CHECK ("operator_states"."status" IN ('active', 'pause', 'no_active')),
	CONSTRAINT "operator_states_presence_check" CHECK ("operator_states"."presence" IN ('active', 'pause', 'dnd', 'no_active')),
	CONSTRAINT "operator_states_reason_check" CHECK ("operator_states"."reason" IN ('ui_active', 'ui_pause', 'ui_dnd', 'start_call', 'end_call', 'ui_pause_change_queue'))
);
--> statement-breakpoint
ALTER TABLE "operator_states" ADD CONSTRAINT "operator_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_states_user_at_idx" ON "operator_states" USING btree ("user_id","at" DESC NULLS LAST);