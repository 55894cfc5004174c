CREATE TABLE "remnant_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"rate_cents_per_sqft" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remnant_rates_showroom_unique" UNIQUE("showroom_id"),
	CONSTRAINT "remnant_rates_rate_check" CHECK ("remnant_rates"."rate_cents_per_sqft" between 0 and 50000)
);
--> statement-breakpoint
ALTER TABLE "remnant_rates" ADD CONSTRAINT "remnant_rates_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;