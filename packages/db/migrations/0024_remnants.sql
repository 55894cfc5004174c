CREATE TABLE "remnants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"stone_type" text NOT NULL,
	"color" text NOT NULL,
	"thickness" text NOT NULL,
	"finish" text,
	"width" numeric(8, 4) NOT NULL,
	"height" numeric(8, 4) NOT NULL,
	"location" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remnants_width_check" CHECK ("remnants"."width" > 0 and "remnants"."width" <= 200),
	CONSTRAINT "remnants_height_check" CHECK ("remnants"."height" > 0 and "remnants"."height" <= 200)
);
--> statement-breakpoint
ALTER TABLE "remnants" ADD CONSTRAINT "remnants_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remnants_showroom_idx" ON "remnants" USING btree ("showroom_id","created_at");