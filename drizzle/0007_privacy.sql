ALTER TABLE "agents" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "aadhar_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "aadhar_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aadhar_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_aadhar_retention_idx" ON "users" USING btree ("verified_at") WHERE "users"."aadhar_front_url" is not null or "users"."aadhar_back_url" is not null;--> statement-breakpoint
-- Agents who saved Aadhaar images before this column: their last update is the latest the images
-- can have been saved, so the retention clock starts no earlier than it should.
UPDATE "agents" SET "aadhar_saved_at" = "updated_at" WHERE "aadhar_front_url" IS NOT NULL OR "aadhar_back_url" IS NOT NULL;
