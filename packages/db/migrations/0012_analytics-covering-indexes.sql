DROP INDEX "consultations_start_idx";--> statement-breakpoint
DROP INDEX "quotes_created_idx";--> statement-breakpoint
CREATE INDEX "consultations_start_idx" ON "consultations" USING btree ("session_start","showroom_id","customer_id","order_placed","id");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at","showroom_id","customer_id");