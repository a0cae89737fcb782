CREATE INDEX "clothing_items_brand_search_idx" ON "clothing_items" USING btree (lower("brand") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clothing_items_category_created_idx" ON "clothing_items" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_email_search_idx" ON "shipments" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipments_name_search_idx" ON "shipments" USING btree (lower("user_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipments_pincode_search_idx" ON "shipments" USING btree ("pincode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipments_tracking_search_idx" ON "shipments" USING btree (lower("tracking_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipments_utr_search_idx" ON "shipments" USING btree (lower("payout_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_search_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_search_idx" ON "users" USING btree ("mobile_number" text_pattern_ops);