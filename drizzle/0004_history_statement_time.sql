-- Status history rows take the statement's time (clock_timestamp()), not the transaction's: a
-- status update that waited for the shipment's row lock comes after the one it waited for. The
-- timeline reads a shipment's steps in id order, which this index serves.
DROP INDEX "shipment_status_history_shipment_idx";--> statement-breakpoint
ALTER TABLE "shipment_status_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
CREATE INDEX "shipment_status_history_shipment_idx" ON "shipment_status_history" USING btree ("shipment_id","id");