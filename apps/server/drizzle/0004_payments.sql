CREATE TYPE "public"."payment_provider" AS ENUM('demo', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'expired', 'refund_pending', 'refunded');--> statement-breakpoint
CREATE SEQUENCE "public"."payment_invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "demo_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"transaction_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"paid_at" timestamp (3) with time zone,
	CONSTRAINT "demo_checkout_sessions_amount_positive" CHECK ("demo_checkout_sessions"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"transaction_id" text,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"invoice_number" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"refunded_at" timestamp (3) with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_paid_has_time" CHECK (("payments"."status" IN ('paid', 'refund_pending', 'refunded')) = ("payments"."paid_at" IS NOT NULL AND "payments"."invoice_number" IS NOT NULL))
);
--> statement-breakpoint
DROP INDEX "bookings_tenant_created_idx";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
-- Existing bookings take their listing's owner (owners never change), then the column is required.
ALTER TABLE "bookings" ADD COLUMN "landlord_id" uuid;--> statement-breakpoint
UPDATE "bookings" b SET "landlord_id" = p."owner_id" FROM "properties" p WHERE p."id" = b."property_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "landlord_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_checkout_sessions_idempotency_key" ON "demo_checkout_sessions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_key" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_key" ON "payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_number_key" ON "payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "payments_tenant_paid_idx" ON "payments" USING btree ("tenant_id","paid_at","id") WHERE "payments"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_landlord_paid_idx" ON "payments" USING btree ("landlord_id","paid_at","id") WHERE "payments"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at","id") WHERE "payments"."paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_tenant_move_in_idx" ON "bookings" USING btree ("tenant_id","move_in_date","id") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_landlord_move_in_idx" ON "bookings" USING btree ("landlord_id","move_in_date","id") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_move_in_idx" ON "bookings" USING btree ("move_in_date","id") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_tenant_pending_idx" ON "bookings" USING btree ("tenant_id","property_id") WHERE "bookings"."status" = 'pending_payment';;--> statement-breakpoint
-- The last line of defence against double booking: two confirmed stays of one listing can never
-- overlap ([move_in_date, end_date) ranges, end exclusive), whatever the application code does.
-- drizzle-kit cannot express exclusion constraints, hence written by hand; btree_gist provides = on uuid.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_confirmed_no_overlap" EXCLUDE USING gist (
  "property_id" WITH =, daterange("move_in_date", "end_date") WITH &&
) WHERE ("status" = 'confirmed');
