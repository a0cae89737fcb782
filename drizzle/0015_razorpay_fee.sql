CREATE TABLE "fee_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"receipt" text NOT NULL,
	"provider_order_id" text,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"bank_account_holder_name" text,
	"bank_account_number" text,
	"bank_account_last4" text,
	"bank_ifsc_code" text,
	"upi_address" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_orders" ADD CONSTRAINT "fee_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_orders_receipt_unique" ON "fee_orders" USING btree ("receipt");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_orders_provider_order_unique" ON "fee_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_orders_open_per_user" ON "fee_orders" USING btree ("user_id") WHERE "fee_orders"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_unique" ON "provider_events" USING btree ("provider","event_id");