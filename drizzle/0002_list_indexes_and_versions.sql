CREATE TABLE "table_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "agent_balance_transactions_agent_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "clothing_items_user_created_idx";--> statement-breakpoint
DROP INDEX "clothing_items_status_created_idx";--> statement-breakpoint
DROP INDEX "clothing_items_created_idx";--> statement-breakpoint
DROP INDEX "fee_payments_user_idx";--> statement-breakpoint
DROP INDEX "shipments_user_created_idx";--> statement-breakpoint
DROP INDEX "shipments_created_idx";--> statement-breakpoint
CREATE INDEX "clothing_items_approved_offer_idx" ON "clothing_items" USING btree ("user_id","offer_amount") WHERE "clothing_items"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "agent_balance_transactions_agent_idx" ON "agent_balance_transactions" USING btree ("agent_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clothing_items_user_created_idx" ON "clothing_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clothing_items_status_created_idx" ON "clothing_items" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clothing_items_created_idx" ON "clothing_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fee_payments_user_idx" ON "fee_payments" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_user_created_idx" ON "shipments" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written: every statement that changes clothing_items bumps its version (admin list ETags).
INSERT INTO "table_versions" ("table_name", "version") VALUES ('clothing_items', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_versions" SET "version" = "version" + 1 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clothing_items_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "clothing_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
