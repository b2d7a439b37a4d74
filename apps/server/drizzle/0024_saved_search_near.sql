ALTER TABLE "saved_searches" ADD COLUMN "near_lat" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near_lng" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "radius_km" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near_name" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_near_whole" CHECK (("saved_searches"."near_lat" IS NULL) = ("saved_searches"."near_lng" IS NULL) AND ("saved_searches"."near_lat" IS NULL) = ("saved_searches"."radius_km" IS NULL) AND ("saved_searches"."near_name" IS NULL OR "saved_searches"."near_lat" IS NOT NULL));