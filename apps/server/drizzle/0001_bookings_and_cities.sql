CREATE TYPE "public"."booking_status" AS ENUM('pending_payment', 'confirmed', 'cancelled');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"status" "booking_status" DEFAULT 'pending_payment' NOT NULL,
	"move_in_date" date NOT NULL,
	"duration_months" smallint NOT NULL,
	"end_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_duration_range" CHECK ("bookings"."duration_months" BETWEEN 1 AND 24),
	CONSTRAINT "bookings_dates_ordered" CHECK ("bookings"."end_date" > "bookings"."move_in_date"),
	CONSTRAINT "bookings_amount_positive" CHECK ("bookings"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"listing_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_listing_count_not_negative" CHECK ("cities"."listing_count" >= 0)
);
--> statement-breakpoint
DROP INDEX "properties_owner_created_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_property_end_idx" ON "bookings" USING btree ("property_id","end_date") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_tenant_created_idx" ON "bookings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "cities_key_prefix_idx" ON "cities" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_bedrooms_created_idx" ON "properties" USING btree ("bedrooms","created_at","id") WHERE "properties"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_owner_created_idx" ON "properties" USING btree ("owner_id","created_at","id");