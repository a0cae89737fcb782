ALTER TABLE "fee_orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "fee_orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "fee_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "fee_orders_refund_due" ON "fee_orders" USING btree ("id") WHERE "fee_orders"."refund_status" = 'due';