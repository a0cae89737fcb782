ALTER TABLE "agent_balance_transactions" DROP CONSTRAINT "agent_balance_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "agent_payslip_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_agent_payslip_id_agent_payslips_id_fk" FOREIGN KEY ("agent_payslip_id") REFERENCES "public"."agent_payslips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_payslip_attempt_unique" ON "payouts" USING btree ("agent_payslip_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_live_per_payslip" ON "payouts" USING btree ("agent_payslip_id") WHERE "payouts"."status" in ('queued', 'processing', 'processed');--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ADD CONSTRAINT "agent_balance_transactions_kind_check" CHECK ("agent_balance_transactions"."kind" in ('welcome_bonus', 'referral_bonus', 'payslip_paid', 'payout_returned', 'adjustment'));