CREATE TABLE "quote_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "quote_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"link_id" uuid,
	"kind" text NOT NULL,
	"signature_name" text,
	"note" text,
	"quote_version_hash" text NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_responses_kind_check" CHECK ("quote_responses"."kind" in ('accepted', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "review_state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_link_id_quote_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."quote_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_links_quote_idx" ON "quote_links" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_responses_quote_idx" ON "quote_responses" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_responses_one_acceptance_idx" ON "quote_responses" USING btree ("quote_id") WHERE "quote_responses"."kind" = 'accepted';--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_review_state_check" CHECK ("quotes"."review_state" in ('open', 'accepted', 'changes_requested'));