CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('apartment', 'house', 'studio', 'villa');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('tenant', 'landlord', 'admin');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"area_sqft" integer NOT NULL,
	"property_type" "property_type" DEFAULT 'apartment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "properties_price_positive" CHECK ("properties"."price_paise" > 0),
	CONSTRAINT "properties_bedrooms_positive" CHECK ("properties"."bedrooms" > 0),
	CONSTRAINT "properties_bathrooms_positive" CHECK ("properties"."bathrooms" > 0),
	CONSTRAINT "properties_area_positive" CHECK ("properties"."area_sqft" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"property_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"upload_id" uuid NOT NULL,
	CONSTRAINT "property_images_property_id_position_pk" PRIMARY KEY("property_id","position")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"card_key" text NOT NULL,
	"full_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" "user_role" NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_city_trgm_idx" ON "properties" USING gin (lower("city") gin_trgm_ops) WHERE "properties"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_city_created_idx" ON "properties" USING btree (lower("city"),"created_at","id") WHERE "properties"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price_paise","id") WHERE "properties"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_type_created_idx" ON "properties" USING btree ("property_type","created_at","id") WHERE "properties"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "properties_owner_created_idx" ON "properties" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_images_upload_key" ON "property_images" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_role_key" ON "users" USING btree ("email","role");