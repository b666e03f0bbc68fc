-- A download of a version's PDF through a share link is counted among its openings; the rows
-- already there were all page openings.
ALTER TABLE "share_link_openings" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;
