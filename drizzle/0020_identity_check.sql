ALTER TABLE "users" ADD COLUMN "identity_check" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_check_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aadhaar_last4" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_signer" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_check_check" CHECK ("users"."identity_check" is null or "users"."identity_check" in ('aadhaar_qr', 'staff', 'documents'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_check_reason_check" CHECK ("users"."identity_check_reason" is null or "users"."identity_check_reason" in ('no_qr', 'signature_invalid', 'name_differs'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_aadhaar_last4_check" CHECK ("users"."aadhaar_last4" is null or "users"."aadhaar_last4" ~ '^[0-9]{4}$');--> statement-breakpoint
-- Customers verified before the QR was read uploaded images only: theirs is the documents check.
UPDATE "users" SET "identity_check" = 'documents' WHERE "is_verified" AND "identity_check" IS NULL;
