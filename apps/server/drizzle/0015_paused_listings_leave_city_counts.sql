-- A paused listing leaves the city counts like a hidden or deleted one: suggestions and the totals
-- of city-only searches read them, and must not count what nobody but its landlord sees.
CREATE OR REPLACE FUNCTION properties_track_city() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND OLD.hidden_at IS NULL AND OLD.paused_at IS NULL THEN
    UPDATE cities SET listing_count = listing_count - 1 WHERE key = lower(OLD.city);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL AND NEW.paused_at IS NULL THEN
    INSERT INTO cities (key, name, listing_count) VALUES (lower(NEW.city), NEW.city, 1)
    ON CONFLICT (key) DO UPDATE SET listing_count = cities.listing_count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER properties_track_city ON properties;--> statement-breakpoint
CREATE TRIGGER properties_track_city
AFTER INSERT OR DELETE OR UPDATE OF city, deleted_at, hidden_at, paused_at ON properties
FOR EACH ROW EXECUTE FUNCTION properties_track_city();
