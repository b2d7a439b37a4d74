CREATE TYPE "public"."owner_document_kind" AS ENUM('ownership', 'identity');--> statement-breakpoint
CREATE TABLE "owner_documents" (
	"verification_id" uuid NOT NULL,
	"kind" "owner_document_kind" NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "owner_documents_verification_id_kind_pk" PRIMARY KEY("verification_id","kind")
);
--> statement-breakpoint
ALTER TABLE "owner_documents" ADD CONSTRAINT "owner_documents_verification_id_owner_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."owner_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_verifications" DROP COLUMN "ownership_document_key";--> statement-breakpoint
ALTER TABLE "owner_verifications" DROP COLUMN "ownership_document_type";--> statement-breakpoint
ALTER TABLE "owner_verifications" DROP COLUMN "identity_document_key";--> statement-breakpoint
ALTER TABLE "owner_verifications" DROP COLUMN "identity_document_type";