ALTER TABLE "duerp_documents" ALTER COLUMN "data" SET DATA TYPE json USING "data"::json;--> statement-breakpoint
-- A document is read and rewritten whole on every call: compressing it costs more than it saves.
ALTER TABLE "duerp_documents" ALTER COLUMN "data" SET STORAGE EXTERNAL;
