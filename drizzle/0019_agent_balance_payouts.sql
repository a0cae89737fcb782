ALTER TABLE "agent_balance_transactions" DROP CONSTRAINT "agent_balance_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "agent_balance_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_agent_balance_transaction_id_agent_balance_transactions_id_fk" FOREIGN KEY ("agent_balance_transaction_id") REFERENCES "public"."agent_balance_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_balance_entry_unique" ON "payouts" USING btree ("agent_balance_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_request_key_unique" ON "payouts" USING btree ("request_key");--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ADD CONSTRAINT "agent_balance_transactions_kind_check" CHECK ("agent_balance_transactions"."kind" in ('welcome_bonus', 'referral_bonus', 'payslip_paid', 'payout_returned', 'adjustment', 'balance_payout_returned'));