-- Versions generated before this migration keep the layout they were printed with (edition 1);
-- new rows take the default, 2 (with the version history part).
ALTER TABLE "duerp_versions" ADD COLUMN "pdf_edition" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "duerp_versions" ALTER COLUMN "pdf_edition" SET DEFAULT 2;
