CREATE TABLE "quote_offcuts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"min_length" numeric(8, 4) NOT NULL,
	"min_width" numeric(8, 4) NOT NULL,
	"kept_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_offcuts_quote_unique" UNIQUE("quote_id"),
	CONSTRAINT "quote_offcuts_min_check" CHECK ("quote_offcuts"."min_width" > 0 and "quote_offcuts"."min_length" >= "quote_offcuts"."min_width")
);
--> statement-breakpoint
ALTER TABLE "remnants" ADD COLUMN "source_quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_offcuts" ADD CONSTRAINT "quote_offcuts_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_offcuts" ADD CONSTRAINT "quote_offcuts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_offcuts" ADD CONSTRAINT "quote_offcuts_kept_by_user_id_users_id_fk" FOREIGN KEY ("kept_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remnants" ADD CONSTRAINT "remnants_source_quote_id_quotes_id_fk" FOREIGN KEY ("source_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remnants_source_quote_idx" ON "remnants" USING btree ("source_quote_id");