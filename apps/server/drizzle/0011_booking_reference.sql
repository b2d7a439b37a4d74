CREATE SEQUENCE "public"."booking_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
-- Bookings made before references existed get theirs in the order they were made, with the year
-- they were made in (India time), as a new booking would have.
WITH numbered AS (
  SELECT "id", "created_at", nextval('booking_reference_seq') AS n
  FROM (SELECT "id", "created_at" FROM "bookings" ORDER BY "created_at", "id") ordered
)
UPDATE "bookings" b
SET "reference" = 'RE-' || to_char(numbered."created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || regexp_replace('0000' || numbered.n::text, '^0*([0-9]{5,})$', '\1')
FROM numbered
WHERE b."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET DEFAULT 'RE-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || regexp_replace('0000' || nextval('booking_reference_seq')::text, '^0*([0-9]{5,})$', '\1');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");
