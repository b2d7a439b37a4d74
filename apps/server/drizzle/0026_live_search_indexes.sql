DROP INDEX "properties_city_created_idx";--> statement-breakpoint
DROP INDEX "properties_city_price_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_type_created_idx";--> statement-breakpoint
DROP INDEX "properties_bedrooms_created_idx";--> statement-breakpoint
CREATE INDEX "properties_city_created_idx" ON "properties" USING btree (lower("city"),"created_at","id") WHERE "properties"."deleted_at" IS NULL AND "properties"."hidden_at" IS NULL AND "properties"."paused_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_city_price_idx" ON "properties" USING btree (lower("city"),"price_paise","id") WHERE "properties"."deleted_at" IS NULL AND "properties"."hidden_at" IS NULL AND "properties"."paused_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."deleted_at" IS NULL AND "properties"."hidden_at" IS NULL AND "properties"."paused_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price_paise","id") WHERE "properties"."deleted_at" IS NULL AND "properties"."hidden_at" IS NULL AND "properties"."paused_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_type_created_idx" ON "properties" USING btree ("property_type","created_at","id") WHERE "properties"."deleted_at" IS NULL AND "properties"."hidden_at" IS NULL AND "properties"."paused_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_bedrooms_created_idx" ON "properties" USING btree ("bedrooms","created_at","id") WHERE "properties"."deleted_at" IS NULL AND "properties"."hidden_at" IS NULL AND "properties"."paused_at" IS NULL;