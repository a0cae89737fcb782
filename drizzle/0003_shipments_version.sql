-- Every statement that changes shipments (or their history) bumps the shipments version, so the
-- admin Shipments list answers an unchanged poll with 304 before any list query.
INSERT INTO "table_versions" ("table_name", "version") VALUES ('shipments', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "shipments_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "shipments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_version"();
