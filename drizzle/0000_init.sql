CREATE TABLE "agent_balance_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"utr_number" text,
	"description" text,
	"admin_id" text,
	"balance_before" numeric(10, 2) NOT NULL,
	"balance_after" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_balance_transactions_type_check" CHECK ("agent_balance_transactions"."transaction_type" in ('add', 'subtract')),
	CONSTRAINT "agent_balance_transactions_amount_positive" CHECK ("agent_balance_transactions"."amount" > 0),
	CONSTRAINT "agent_balance_transactions_chain" CHECK ("agent_balance_transactions"."balance_after" = case when "agent_balance_transactions"."transaction_type" = 'add' then "agent_balance_transactions"."balance_before" + "agent_balance_transactions"."amount" else "agent_balance_transactions"."balance_before" - "agent_balance_transactions"."amount" end)
);
--> statement-breakpoint
CREATE TABLE "agent_payslips" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"joining_bonus" numeric(10, 2) DEFAULT '0' NOT NULL,
	"referral_bonus" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"verified_signups_count" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"utr_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payslips_month_range" CHECK ("agent_payslips"."month" between 1 and 12),
	CONSTRAINT "agent_payslips_status_check" CHECK ("agent_payslips"."payment_status" in ('pending', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "agent_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"agent_code" text NOT NULL,
	"hashed_password" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"joining_bonus" numeric(10, 2) DEFAULT '120.00' NOT NULL,
	"current_balance" numeric(10, 2) DEFAULT '120.00' NOT NULL,
	"profile_image_url" text,
	"aadhar_front_url" text,
	"aadhar_back_url" text,
	"bank_account_number" text,
	"bank_account_last4" text,
	"bank_ifsc_code" text,
	"bank_account_holder_name" text,
	"upi_address" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_agent_code_length" CHECK (char_length("agents"."agent_code") >= 6),
	CONSTRAINT "agents_balance_not_negative" CHECK ("agents"."current_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clothing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"brand" text,
	"category" text NOT NULL,
	"size" text NOT NULL,
	"condition" text NOT NULL,
	"description" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"offer_amount" numeric(10, 2),
	"admin_notes" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"user_accepted_at" timestamp with time zone,
	"shipment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clothing_items_status_check" CHECK ("clothing_items"."status" in ('pending', 'approved', 'rejected', 'accepted', 'shipped', 'paid')),
	CONSTRAINT "clothing_items_offer_positive" CHECK ("clothing_items"."offer_amount" is null or "clothing_items"."offer_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'under_review' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"shipment_status" text NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"clothing_item_id" integer,
	"user_id" text NOT NULL,
	"user_name" text,
	"email" text,
	"mobile_number" text,
	"item_type" text,
	"item_name" text,
	"offer_amount" numeric(10, 2) NOT NULL,
	"accepted_date" timestamp with time zone DEFAULT now() NOT NULL,
	"shipment_status" text DEFAULT 'pending_pickup' NOT NULL,
	"tracking_number" text,
	"pickup_address" text,
	"address_line1" text,
	"address_line2" text,
	"contact_name" text,
	"pincode" text,
	"city" text,
	"phone_number" text,
	"alternate_phone_number" text,
	"shipment_notes" text,
	"payout_reference" text,
	"item_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."shipment_status" in ('pending_pickup', 'picked_up', 'in_transit', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"mobile_number" text,
	"password" text NOT NULL,
	"profile_image_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"aadhar_front_url" text,
	"aadhar_back_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"bank_account_number" text,
	"bank_account_last4" text,
	"bank_ifsc_code" text,
	"bank_account_holder_name" text,
	"upi_address" text,
	"transaction_id" text,
	"is_bank_verified" boolean DEFAULT false NOT NULL,
	"bank_verification_status" text DEFAULT 'pending' NOT NULL,
	"bank_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_bank_status_check" CHECK ("users"."bank_verification_status" in ('pending', 'unverified', 'under_review', 'verified', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ADD CONSTRAINT "agent_balance_transactions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ADD CONSTRAINT "agent_balance_transactions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payslips" ADD CONSTRAINT "agent_payslips_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_referrals" ADD CONSTRAINT "agent_referrals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_referrals" ADD CONSTRAINT "agent_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_status_history" ADD CONSTRAINT "shipment_status_history_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_status_history" ADD CONSTRAINT "shipment_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_balance_transactions_agent_idx" ON "agent_balance_transactions" USING btree ("agent_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payslips_agent_month_unique" ON "agent_payslips" USING btree ("agent_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_referrals_user_unique" ON "agent_referrals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agent_referrals_agent_created_idx" ON "agent_referrals" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_referrals_created_idx" ON "agent_referrals" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_email_lower_unique" ON "agents" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "agents_agent_code_unique" ON "agents" USING btree ("agent_code");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "clothing_items_user_created_idx" ON "clothing_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clothing_items_status_created_idx" ON "clothing_items" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clothing_items_created_idx" ON "clothing_items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clothing_items_shipment_idx" ON "clothing_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_transaction_unique" ON "fee_payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "fee_payments_user_idx" ON "fee_payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "shipment_status_history_shipment_idx" ON "shipment_status_history" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_user_created_idx" ON "shipments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("shipment_status");--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_bank_status_idx" ON "users" USING btree ("bank_verification_status");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");