CREATE TYPE "public"."booking_request_status" AS ENUM('pending', 'approved', 'declined', 'withdrawn', 'expired', 'booked');--> statement-breakpoint
CREATE TYPE "public"."booking_mode" AS ENUM('instant', 'request');--> statement-breakpoint
CREATE TYPE "public"."visit_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'visit_booked' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'visit_cancelled' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'visit_reminder' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_request_received' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_request_answered' BEFORE 'account_blocked';--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"status" "booking_request_status" DEFAULT 'pending' NOT NULL,
	"move_in_date" date NOT NULL,
	"duration_months" smallint NOT NULL,
	"end_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"application" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"decline_reason" text,
	"booking_id" uuid,
	CONSTRAINT "booking_requests_duration_range" CHECK ("booking_requests"."duration_months" BETWEEN 1 AND 24),
	CONSTRAINT "booking_requests_dates_ordered" CHECK ("booking_requests"."end_date" > "booking_requests"."move_in_date")
);
--> statement-breakpoint
CREATE TABLE "renter_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"occupants" smallint NOT NULL,
	"occupation" text NOT NULL,
	"employer" text,
	"monthly_income_paise" bigint,
	"has_pets" boolean DEFAULT false NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renter_profiles_occupants_range" CHECK ("renter_profiles"."occupants" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"status" "visit_status" DEFAULT 'confirmed' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	"cancelled_by_id" uuid,
	"cancel_reason" text,
	"reminded_at" timestamp (3) with time zone,
	CONSTRAINT "visits_times_ordered" CHECK ("visits"."ends_at" > "visits"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "move_in_window_days" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "booking_mode" "booking_mode" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "visit_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "visit_slot_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renter_profiles" ADD CONSTRAINT "renter_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_open_key" ON "booking_requests" USING btree ("tenant_id","property_id") WHERE "booking_requests"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "booking_requests_tenant_created_idx" ON "booking_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_landlord_created_idx" ON "booking_requests" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_open_expires_idx" ON "booking_requests" USING btree ("expires_at") WHERE "booking_requests"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "visits_tenant_starts_idx" ON "visits" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_landlord_starts_idx" ON "visits" USING btree ("landlord_id","starts_at");--> statement-breakpoint
CREATE INDEX "visits_property_starts_idx" ON "visits" USING btree ("property_id","starts_at") WHERE "visits"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "visits_unreminded_idx" ON "visits" USING btree ("starts_at") WHERE "visits"."status" = 'confirmed' AND "visits"."reminded_at" IS NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_move_in_window_range" CHECK ("properties"."move_in_window_days" BETWEEN 1 AND 90);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_visit_slot_range" CHECK ("properties"."visit_slot_minutes" BETWEEN 15 AND 120);--> statement-breakpoint
-- Two confirmed visits of one listing never overlap: two tenants taking one slot at once are
-- decided here, whatever the application reads first. Written by hand (drizzle-kit cannot express it).
ALTER TABLE "visits" ADD CONSTRAINT "visits_confirmed_no_overlap" EXCLUDE USING gist (
  "property_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" = 'confirmed');--> statement-breakpoint
-- An approved request holds its window until paid or lapsed: two held windows of one listing never overlap.
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_approved_no_overlap" EXCLUDE USING gist (
  "property_id" WITH =, daterange("move_in_date", "end_date") WITH &&
) WHERE ("status" = 'approved');
