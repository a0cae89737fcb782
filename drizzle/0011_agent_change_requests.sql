CREATE TABLE "agent_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_change_requests_kind_check" CHECK ("agent_change_requests"."kind" in ('bank', 'aadhar')),
	CONSTRAINT "agent_change_requests_status_check" CHECK ("agent_change_requests"."status" in ('open', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "agent_change_requests" ADD CONSTRAINT "agent_change_requests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_change_requests" ADD CONSTRAINT "agent_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_change_requests_one_open" ON "agent_change_requests" USING btree ("agent_id","kind") WHERE "agent_change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "agent_change_requests_agent_idx" ON "agent_change_requests" USING btree ("agent_id","kind","id" DESC NULLS FIRST);