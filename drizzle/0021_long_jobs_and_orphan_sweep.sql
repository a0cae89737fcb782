-- Issue 29. The orphan sweep: each batch of files becomes index lookups (the items' photos by GIN,
-- thumbnails, the customers' profile and Aadhaar columns) instead of a scan of every item and
-- customer per batch. Job runs: alive_at, renewed while a run goes on, so a long run is not taken
-- for dead. The Aadhaar retention index goes: the job no longer reads customers (issue 23).
DROP INDEX "users_aadhar_retention_idx";--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "alive_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "clothing_items_photos_idx" ON "clothing_items" USING gin ("photos") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "photo_uploads_thumbnail_idx" ON "photo_uploads" USING btree ("thumbnail_url");--> statement-breakpoint
CREATE INDEX "users_profile_image_idx" ON "users" USING btree ("profile_image_url") WHERE "users"."profile_image_url" is not null;--> statement-breakpoint
CREATE INDEX "users_aadhar_front_idx" ON "users" USING btree ("aadhar_front_url") WHERE "users"."aadhar_front_url" is not null;--> statement-breakpoint
CREATE INDEX "users_aadhar_back_idx" ON "users" USING btree ("aadhar_back_url") WHERE "users"."aadhar_back_url" is not null;