-- Map searches read the listings a search may show (not deleted, hidden or paused) by their shown
-- point. The INCLUDE columns are everything a map search filters, orders and pages on, so a dense
-- area's count and page are read from the index alone: a 0.1° box in the biggest city holds
-- thousands of listings scattered over as many heap pages. The shown point's own columns are
-- included because the planner only reads an expression index alone when it also holds the
-- expression's columns. Written by hand: drizzle-kit cannot express INCLUDE.
DROP INDEX "properties_shown_point_idx";--> statement-breakpoint
CREATE INDEX "properties_live_point_idx" ON "properties" USING gist (point("approx_lng", "approx_lat")) INCLUDE ("approx_lng", "approx_lat", "created_at", "id", "price_paise", "property_type", "bedrooms") WHERE "properties"."deleted_at" IS NULL AND "properties"."hidden_at" IS NULL AND "properties"."paused_at" IS NULL;
