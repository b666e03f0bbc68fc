-- Versions generated from now on always carry the R4121-1-1 annex (edition 3); those already
-- generated keep their edition, and so their bytes.
ALTER TABLE "duerp_versions" ALTER COLUMN "pdf_edition" SET DEFAULT 3;
