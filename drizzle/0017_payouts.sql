CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer,
	"user_id" text,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_payout_id" text,
	"utr" text,
	"failure_reason" text,
	"claimed_until" timestamp with time zone,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('queued', 'processing', 'processed', 'failed', 'reversed')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_paise" >= 100)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_unique" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_unique" ON "payouts" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_shipment_attempt_unique" ON "payouts" USING btree ("shipment_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_live_per_shipment" ON "payouts" USING btree ("shipment_id") WHERE "payouts"."status" in ('queued', 'processing', 'processed');--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status","updated_at") WHERE "payouts"."status" in ('queued', 'processing');