ALTER TABLE "notifications" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_values" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_values" jsonb;