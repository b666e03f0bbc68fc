ALTER TABLE "duerp_versions" ALTER COLUMN "data_snapshot" SET DATA TYPE json USING "data_snapshot"::json;
