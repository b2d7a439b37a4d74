CREATE TABLE "agreement_snapshots" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"frozen_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_snapshots" ADD CONSTRAINT "agreement_snapshots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;