ALTER TABLE "properties" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "approx_lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "approx_lng" double precision;--> statement-breakpoint
CREATE INDEX "properties_shown_point_idx" ON "properties" USING gist (point("approx_lng", "approx_lat")) WHERE "properties"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_pincode_format" CHECK ("properties"."pincode" ~ '^[1-9][0-9]{5}$');--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_position_pair" CHECK (("properties"."lat" IS NULL) = ("properties"."lng" IS NULL) AND ("properties"."lat" IS NULL) = ("properties"."approx_lat" IS NULL) AND ("properties"."lat" IS NULL) = ("properties"."approx_lng" IS NULL));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_position_in_india" CHECK (lat BETWEEN 6 AND 37.6 AND lng BETWEEN 68 AND 97.5);