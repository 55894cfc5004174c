CREATE TABLE "quote_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"paid_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_deposits_quote_unique" UNIQUE("quote_id"),
	CONSTRAINT "quote_deposits_checkout_session_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "quote_deposits_status_check" CHECK ("quote_deposits"."status" in ('due', 'paid')),
	CONSTRAINT "quote_deposits_percent_check" CHECK ("quote_deposits"."percent" between 1 and 100),
	CONSTRAINT "quote_deposits_amount_check" CHECK ("quote_deposits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"livemode" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "quote_deposit_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision_of" uuid;--> statement-breakpoint
ALTER TABLE "quote_deposits" ADD CONSTRAINT "quote_deposits_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deposits" ADD CONSTRAINT "quote_deposits_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_revision_of_quotes_id_fk" FOREIGN KEY ("revision_of") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_revision_of_idx" ON "quotes" USING btree ("revision_of");--> statement-breakpoint
ALTER TABLE "showrooms" ADD CONSTRAINT "showrooms_quote_deposit_percent_check" CHECK ("showrooms"."quote_deposit_percent" between 0 and 100);