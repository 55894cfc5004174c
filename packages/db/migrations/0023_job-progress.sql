CREATE TABLE "quote_job_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"step" text NOT NULL,
	"done_on" date NOT NULL,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_job_steps_step_check" CHECK ("quote_job_steps"."step" in ('templated', 'fabricating', 'installed'))
);
--> statement-breakpoint
ALTER TABLE "quote_job_steps" ADD CONSTRAINT "quote_job_steps_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_steps" ADD CONSTRAINT "quote_job_steps_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_job_steps" ADD CONSTRAINT "quote_job_steps_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_job_steps_quote_step_idx" ON "quote_job_steps" USING btree ("quote_id","step");