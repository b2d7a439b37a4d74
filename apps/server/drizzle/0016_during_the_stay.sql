CREATE TYPE "public"."payment_plan" AS ENUM('full', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."agreement_party" AS ENUM('tenant', 'landlord');--> statement-breakpoint
CREATE TYPE "public"."deposit_dispute_status" AS ENUM('open', 'decided');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'rent_due_soon' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'rent_due' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'rent_late' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'rent_paid' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'agreement_signed' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'deposit_settled' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'deposit_disputed' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'deposit_dispute_decided' BEFORE 'account_blocked';--> statement-breakpoint
ALTER TYPE "public"."payment_provider" ADD VALUE 'razorpay';--> statement-breakpoint
CREATE TABLE "landlord_receipt_counters" (
	"landlord_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_signatures" (
	"booking_id" uuid NOT NULL,
	"party" "agreement_party" NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"signed_at" timestamp (3) with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"document_sha256" text NOT NULL,
	CONSTRAINT "agreement_signatures_booking_id_party_pk" PRIMARY KEY("booking_id","party"),
	CONSTRAINT "agreement_signatures_sha256_format" CHECK ("agreement_signatures"."document_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "deposit_settlements" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"deposit_paise" bigint NOT NULL,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_paise" bigint NOT NULL,
	"settled_at" timestamp (3) with time zone NOT NULL,
	"settled_by_id" uuid,
	"refunded_at" timestamp (3) with time zone,
	"dispute_status" "deposit_dispute_status",
	"dispute_reason" text,
	"disputed_at" timestamp (3) with time zone,
	"decided_at" timestamp (3) with time zone,
	"decided_by_id" uuid,
	"decision_note" text,
	"decision_refund_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_settlements_amounts" CHECK ("deposit_settlements"."refund_paise" >= 0 AND "deposit_settlements"."refund_paise" <= "deposit_settlements"."deposit_paise"),
	CONSTRAINT "deposit_settlements_decision_amount" CHECK ("deposit_settlements"."decision_refund_paise" >= 0 AND "deposit_settlements"."refund_paise" + "deposit_settlements"."decision_refund_paise" <= "deposit_settlements"."deposit_paise"),
	CONSTRAINT "deposit_settlements_dispute_has_reason" CHECK (("deposit_settlements"."dispute_status" IS NULL) = ("deposit_settlements"."disputed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "rent_periods" (
	"booking_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"payment_id" uuid,
	"paid_at" timestamp (3) with time zone,
	"reminded_before_at" timestamp (3) with time zone,
	"reminded_due_at" timestamp (3) with time zone,
	"late_notified_at" timestamp (3) with time zone,
	"dropped_at" timestamp (3) with time zone,
	CONSTRAINT "rent_periods_booking_id_period_start_pk" PRIMARY KEY("booking_id","period_start"),
	CONSTRAINT "rent_periods_amount_positive" CHECK ("rent_periods"."amount_paise" > 0),
	CONSTRAINT "rent_periods_dates_ordered" CHECK ("rent_periods"."period_end" > "rent_periods"."period_start"),
	CONSTRAINT "rent_periods_paid_has_payment" CHECK (("rent_periods"."paid_at" IS NULL) = ("rent_periods"."payment_id" IS NULL))
);
--> statement-breakpoint
DROP INDEX "payments_booking_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_plan" "payment_plan" DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_checkout_sessions" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rent_paise" bigint;--> statement-breakpoint
-- Every payment so far paid rent only.
UPDATE "payments" SET "rent_paise" = "amount_paise";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "rent_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rent_period" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "house_rules" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "landlord_receipt_counters" ADD CONSTRAINT "landlord_receipt_counters_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_settled_by_id_users_id_fk" FOREIGN KEY ("settled_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_periods" ADD CONSTRAINT "rent_periods_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_periods" ADD CONSTRAINT "rent_periods_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_settlements_open_dispute_idx" ON "deposit_settlements" USING btree ("disputed_at") WHERE "deposit_settlements"."dispute_status" = 'open';--> statement-breakpoint
CREATE INDEX "rent_periods_unpaid_due_idx" ON "rent_periods" USING btree ("due_date") WHERE "rent_periods"."paid_at" IS NULL AND "rent_periods"."dropped_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_rent_period_key" ON "payments" USING btree ("booking_id","rent_period") WHERE "payments"."rent_period" IS NOT NULL AND "payments"."status" NOT IN ('failed', 'expired');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_landlord_receipt_key" ON "payments" USING btree ("landlord_id","receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_key" ON "payments" USING btree ("booking_id") WHERE "payments"."rent_period" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_not_negative" CHECK ("bookings"."deposit_paise" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rent_plus_deposit" CHECK ("payments"."rent_paise" + "payments"."deposit_paise" = "payments"."amount_paise");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deposit_not_negative" CHECK ("payments"."deposit_paise" >= 0 AND "payments"."rent_paise" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rent_period_has_no_deposit" CHECK ("payments"."rent_period" IS NULL OR "payments"."deposit_paise" = 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_deposit_range" CHECK ("properties"."deposit_paise" BETWEEN 0 AND "properties"."price_paise" * 12);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_house_rules_length" CHECK (char_length("properties"."house_rules") <= 2000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pan_format" CHECK ("users"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');--> statement-breakpoint
-- Rent receipts are numbered per landlord in the order the money was taken. The trigger takes the
-- next number when paid_at is first set, under the lock of the landlord's counter row, so two
-- payments confirmed at once for one landlord never share a number, whichever code path (demo,
-- Stripe, Razorpay, the seed) marks them paid.
CREATE FUNCTION payments_assign_receipt_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.paid_at IS NOT NULL AND NEW.receipt_number IS NULL THEN
    INSERT INTO landlord_receipt_counters AS c (landlord_id, last_number) VALUES (NEW.landlord_id, 1)
    ON CONFLICT (landlord_id) DO UPDATE SET last_number = c.last_number + 1
    RETURNING last_number INTO NEW.receipt_number;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_assign_receipt_number
BEFORE INSERT OR UPDATE OF paid_at ON payments
FOR EACH ROW EXECUTE FUNCTION payments_assign_receipt_number();--> statement-breakpoint
-- Payments already taken get their numbers in the same order.
UPDATE payments p SET receipt_number = numbered.n
FROM (
  SELECT id, row_number() OVER (PARTITION BY landlord_id ORDER BY paid_at, invoice_number) AS n
  FROM payments WHERE paid_at IS NOT NULL
) numbered
WHERE p.id = numbered.id;--> statement-breakpoint
INSERT INTO landlord_receipt_counters (landlord_id, last_number)
SELECT landlord_id, max(receipt_number) FROM payments WHERE receipt_number IS NOT NULL GROUP BY landlord_id;