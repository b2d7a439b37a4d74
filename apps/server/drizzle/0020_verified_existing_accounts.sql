-- Accounts made before addresses were verified keep receiving their notification emails: they
-- were never asked to verify, so they count as verified from when they were created.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
