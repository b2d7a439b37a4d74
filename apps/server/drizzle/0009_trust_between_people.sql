CREATE TYPE "public"."report_reason" AS ENUM('scam', 'inaccurate', 'offensive', 'unavailable', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'dismissed', 'actioned');--> statement-breakpoint
CREATE TYPE "public"."review_side" AS ENUM('tenant', 'landlord');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
CREATE TABLE "property_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"side" "review_side" NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp (3) with time zone,
	"removed_at" timestamp (3) with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_paid_has_time";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "property_reports" ADD CONSTRAINT "property_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_reports" ADD CONSTRAINT "property_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_reports" ADD CONSTRAINT "property_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_reports_open_key" ON "property_reports" USING btree ("property_id","reporter_id") WHERE "property_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "property_reports_queue_idx" ON "property_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_side_key" ON "reviews" USING btree ("booking_id","side");--> statement-breakpoint
CREATE INDEX "reviews_property_published_idx" ON "reviews" USING btree ("property_id","published_at","id") WHERE "reviews"."side" = 'tenant' AND "reviews"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_subject_published_idx" ON "reviews" USING btree ("subject_id","published_at","id") WHERE "reviews"."side" = 'landlord' AND "reviews"."removed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
-- Payments refunded (or owed a refund) before this migration return their whole amount.
UPDATE "payments" SET "refunded_amount_paise" = "amount_paise" WHERE "status" IN ('refunded', 'refund_pending');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_amount_range" CHECK ("payments"."refunded_amount_paise" >= 0 AND "payments"."refunded_amount_paise" <= "payments"."amount_paise");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_has_time" CHECK (("payments"."status"::text IN ('paid', 'refund_pending', 'refunded', 'partially_refunded')) = ("payments"."paid_at" IS NOT NULL AND "payments"."invoice_number" IS NOT NULL));--> statement-breakpoint
-- A hidden listing leaves the city counts like a deleted one (issue 11): suggestions and the
-- totals of city-only searches read them, and must not count what nobody but its landlord sees.
CREATE OR REPLACE FUNCTION properties_track_city() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL THEN
    UPDATE cities SET listing_count = listing_count - 1 WHERE key = lower(OLD.city);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL THEN
    INSERT INTO cities (key, name, listing_count) VALUES (lower(NEW.city), NEW.city, 1)
    ON CONFLICT (key) DO UPDATE SET listing_count = cities.listing_count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER properties_track_city ON properties;--> statement-breakpoint
CREATE TRIGGER properties_track_city
AFTER INSERT OR DELETE OR UPDATE OF city, deleted_at, hidden_at ON properties
FOR EACH ROW EXECUTE FUNCTION properties_track_city();--> statement-breakpoint
-- Cancelled stays stay in the booking lists (issue 11): the lists' partial indexes cover them too.
DROP INDEX "bookings_tenant_move_in_idx";--> statement-breakpoint
DROP INDEX "bookings_landlord_move_in_idx";--> statement-breakpoint
DROP INDEX "bookings_move_in_idx";--> statement-breakpoint
CREATE INDEX "bookings_tenant_move_in_idx" ON "bookings" USING btree ("tenant_id","move_in_date","id") WHERE ("bookings"."status" = 'confirmed' OR "bookings"."cancelled_at" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "bookings_landlord_move_in_idx" ON "bookings" USING btree ("landlord_id","move_in_date","id") WHERE ("bookings"."status" = 'confirmed' OR "bookings"."cancelled_at" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "bookings_move_in_idx" ON "bookings" USING btree ("move_in_date","id") WHERE ("bookings"."status" = 'confirmed' OR "bookings"."cancelled_at" IS NOT NULL);