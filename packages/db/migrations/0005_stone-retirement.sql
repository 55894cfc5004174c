DROP INDEX "stones_variant_unique";--> statement-breakpoint
ALTER TABLE "stones" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stones_variant_unique" ON "stones" USING btree ("brand","type","color","thickness","finish") WHERE "stones"."retired_at" is null;