ALTER TABLE "agent_balance_transactions" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ADD COLUMN "referred_user_id" text;--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ADD COLUMN "payslip_id" integer;--> statement-breakpoint
-- Rows written before this migration carry only their English description (issue 28): the server
-- wrote exactly these three texts, without a UTR for the bonuses and with the payslip's own UTR for
-- a payout. An admin adjustment always has a UTR, so a note that happens to read like one of these
-- stays an adjustment.
UPDATE "agent_balance_transactions" SET "kind" = 'welcome_bonus'
WHERE "description" = 'Welcome bonus' AND "utr_number" IS NULL AND "transaction_type" = 'add';--> statement-breakpoint
UPDATE "agent_balance_transactions"
SET "kind" = 'referral_bonus', "referred_user_id" = substr("description", length('Referral bonus: verified signup ') + 1)
WHERE "description" LIKE 'Referral bonus: verified signup _%' AND "utr_number" IS NULL AND "transaction_type" = 'add';--> statement-breakpoint
UPDATE "agent_balance_transactions" t SET "kind" = 'payslip_paid', "payslip_id" = p."id"
FROM "agent_payslips" p
WHERE p."agent_id" = t."agent_id" AND p."utr_number" = t."utr_number" AND t."transaction_type" = 'subtract'
  AND t."description" = 'Payslip ' || lpad(p."month"::text, 2, '0') || '/' || p."year"::text || ' paid';--> statement-breakpoint
UPDATE "agent_balance_transactions" SET "kind" = 'adjustment' WHERE "kind" IS NULL;--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ADD CONSTRAINT "agent_balance_transactions_payslip_id_agent_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."agent_payslips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_balance_transactions" ADD CONSTRAINT "agent_balance_transactions_kind_check" CHECK ("agent_balance_transactions"."kind" in ('welcome_bonus', 'referral_bonus', 'payslip_paid', 'adjustment'));
