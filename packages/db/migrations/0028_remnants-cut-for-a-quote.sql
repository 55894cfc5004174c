CREATE TABLE "remnant_cuts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"remnant_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remnant_cuts_remnant_unique" UNIQUE("remnant_id")
);
--> statement-breakpoint
ALTER TABLE "remnants" ADD COLUMN "source_remnant_id" uuid;--> statement-breakpoint
ALTER TABLE "remnant_cuts" ADD CONSTRAINT "remnant_cuts_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remnant_cuts" ADD CONSTRAINT "remnant_cuts_remnant_id_remnants_id_fk" FOREIGN KEY ("remnant_id") REFERENCES "public"."remnants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remnant_cuts" ADD CONSTRAINT "remnant_cuts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remnants" ADD CONSTRAINT "remnants_source_remnant_id_remnants_id_fk" FOREIGN KEY ("source_remnant_id") REFERENCES "public"."remnants"("id") ON DELETE set null ON UPDATE no action;