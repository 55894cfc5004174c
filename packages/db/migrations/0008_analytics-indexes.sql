CREATE INDEX "quotes_showroom_created_idx" ON "quotes" USING btree ("showroom_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_open_valid_until_idx" ON "quotes" USING btree ("showroom_id","valid_until") WHERE "quotes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quotes_consultation_idx" ON "quotes" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "orders_quote_idx" ON "orders" USING btree ("quote_id");