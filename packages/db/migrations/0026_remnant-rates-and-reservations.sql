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
CREATE TABLE "remnant_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"remnant_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remnant_reservations_remnant_unique" UNIQUE("remnant_id")
);
--> statement-breakpoint
ALTER TABLE "remnant_rates" ADD CONSTRAINT "remnant_rates_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remnant_reservations" ADD CONSTRAINT "remnant_reservations_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remnant_reservations" ADD CONSTRAINT "remnant_reservations_remnant_id_remnants_id_fk" FOREIGN KEY ("remnant_id") REFERENCES "public"."remnants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remnant_reservations" ADD CONSTRAINT "remnant_reservations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;