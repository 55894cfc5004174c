CREATE TABLE "cutout_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"cutout_type" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cutout_prices_showroom_type_unique" UNIQUE("showroom_id","cutout_type"),
	CONSTRAINT "cutout_prices_type_check" CHECK ("cutout_prices"."cutout_type" in ('undermount_sink', 'drop_in_sink', 'cooktop', 'faucet_hole', 'outlet')),
	CONSTRAINT "cutout_prices_price_check" CHECK ("cutout_prices"."price_cents" between 0 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "cutout_prices" ADD CONSTRAINT "cutout_prices_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;