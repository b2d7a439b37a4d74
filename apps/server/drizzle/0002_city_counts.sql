-- Listing timestamps at millisecond precision, so JavaScript Dates (pagination cursors) round-trip
-- exactly. drizzle-kit does not emit precision changes for timestamptz, hence written by hand.
ALTER TABLE "properties" ALTER COLUMN "created_at" SET DATA TYPE timestamp(3) with time zone;--> statement-breakpoint
-- Keeps cities(key, name, listing_count) in step with the live listings: a listing counts while
-- deleted_at IS NULL. The row lock taken by the upsert serialises concurrent changes to one city.
CREATE FUNCTION properties_track_city() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE cities SET listing_count = listing_count - 1 WHERE key = lower(OLD.city);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    INSERT INTO cities (key, name, listing_count) VALUES (lower(NEW.city), NEW.city, 1)
    ON CONFLICT (key) DO UPDATE SET listing_count = cities.listing_count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER properties_track_city
AFTER INSERT OR DELETE OR UPDATE OF city, deleted_at ON properties
FOR EACH ROW EXECUTE FUNCTION properties_track_city();--> statement-breakpoint
INSERT INTO cities (key, name, listing_count)
SELECT lower(city), min(city), count(*) FROM properties WHERE deleted_at IS NULL GROUP BY lower(city)
ON CONFLICT (key) DO UPDATE SET listing_count = EXCLUDED.listing_count;
--> statement-breakpoint
-- Exact per-city row estimates (one most-common-value entry per city, up to 1,000 cities): the
-- planner then knows a rare city is rare and reads it through the city index instead of walking
-- the newest-first index.
ALTER INDEX properties_city_created_idx ALTER COLUMN 1 SET STATISTICS 1000;
