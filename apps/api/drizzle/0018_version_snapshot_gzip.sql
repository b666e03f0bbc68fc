ALTER TABLE "duerp_versions" ADD COLUMN "snapshot_gzip" "bytea";--> statement-breakpoint
-- Already gzip: PostgreSQL would try (and fail) to compress it again; kept out of line as is.
ALTER TABLE "duerp_versions" ALTER COLUMN "snapshot_gzip" SET STORAGE EXTERNAL;