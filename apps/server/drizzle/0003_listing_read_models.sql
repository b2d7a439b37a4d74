-- City searches and suggestions read the cities table into memory (cities.service.ts): the
-- substring and prefix indexes they used are no longer read by any query, only written.
DROP INDEX "cities_key_prefix_idx";--> statement-breakpoint
DROP INDEX "properties_city_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "image_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_city_price_idx" ON "properties" USING btree (lower("city"),"price_paise","id") WHERE "properties"."deleted_at" IS NULL;--> statement-breakpoint
-- properties.image_keys mirrors property_images ⋈ uploads ([card_key, full_key] in position order)
-- so listing pages read images from the listing row itself. Statement-level triggers with
-- transition tables refresh each touched listing once per statement, however many images moved.
CREATE FUNCTION properties_refresh_image_keys(listing_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE properties p SET image_keys = coalesce((
      SELECT jsonb_agg(jsonb_build_array(u.card_key, u.full_key) ORDER BY pi.position)
      FROM property_images pi JOIN uploads u ON u.id = pi.upload_id
      WHERE pi.property_id = p.id), '[]'::jsonb)
  WHERE p.id = ANY (listing_ids);
$$;--> statement-breakpoint
-- One function for inserts and deletes: each trigger names its transition table changed_images.
CREATE FUNCTION property_images_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM properties_refresh_image_keys(ARRAY(SELECT DISTINCT property_id FROM changed_images));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update may move an image from one listing to another: refresh both.
CREATE FUNCTION property_images_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM properties_refresh_image_keys(ARRAY(
    SELECT property_id FROM images_before UNION SELECT property_id FROM changed_images));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER property_images_after_insert AFTER INSERT ON property_images
REFERENCING NEW TABLE AS changed_images FOR EACH STATEMENT EXECUTE FUNCTION property_images_changed();--> statement-breakpoint
CREATE TRIGGER property_images_after_delete AFTER DELETE ON property_images
REFERENCING OLD TABLE AS changed_images FOR EACH STATEMENT EXECUTE FUNCTION property_images_changed();--> statement-breakpoint
CREATE TRIGGER property_images_after_update AFTER UPDATE ON property_images
REFERENCING OLD TABLE AS images_before NEW TABLE AS changed_images
FOR EACH STATEMENT EXECUTE FUNCTION property_images_moved();--> statement-breakpoint
SELECT properties_refresh_image_keys(ARRAY(SELECT DISTINCT property_id FROM property_images));
