CREATE TABLE "report_schedule_runs" (
	"schedule_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"mails" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_schedule_runs_schedule_id_period_start_pk" PRIMARY KEY("schedule_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid,
	"frequency" text NOT NULL,
	"recipients" text[] NOT NULL,
	"sections" text[] NOT NULL,
	"custom_message" text,
	"set_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_showroom_unique" UNIQUE NULLS NOT DISTINCT("showroom_id"),
	CONSTRAINT "report_schedules_frequency_check" CHECK ("report_schedules"."frequency" in ('weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;