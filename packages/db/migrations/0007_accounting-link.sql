CREATE TABLE "accounting_authorisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"showroom_id" uuid,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_authorisations_state_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "invoice_sync_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showroom_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"request_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "invoice_sync_queue_order_unique" UNIQUE("order_id"),
	CONSTRAINT "invoice_sync_queue_status_check" CHECK ("invoice_sync_queue"."status" in ('pending', 'syncing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "accounting_connections" ALTER COLUMN "access_token_ciphertext" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_connections" ALTER COLUMN "refresh_token_ciphertext" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_connections" ALTER COLUMN "access_token_expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quickbooks_invoice_id" text;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "accounting_authorisations" ADD CONSTRAINT "accounting_authorisations_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_authorisations" ADD CONSTRAINT "accounting_authorisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_authorisations" ADD CONSTRAINT "accounting_authorisations_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sync_queue" ADD CONSTRAINT "invoice_sync_queue_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sync_queue" ADD CONSTRAINT "invoice_sync_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_authorisations_expires_idx" ON "accounting_authorisations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "invoice_sync_queue_due_idx" ON "invoice_sync_queue" USING btree ("status","next_attempt_at");