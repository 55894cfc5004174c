DROP INDEX "orders_showroom_date_idx";--> statement-breakpoint
DROP INDEX "orders_showroom_status_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_showroom_date_idx" ON "orders" USING btree ("showroom_id","order_date","status","total_cents");--> statement-breakpoint
CREATE INDEX "orders_showroom_status_idx" ON "orders" USING btree ("showroom_id","status","order_date");