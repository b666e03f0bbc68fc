CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duerp_document_id" uuid NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"allow_earlier_versions" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "share_link_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_link_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "version_fingerprints" (
	"version_id" uuid NOT NULL,
	"pdf_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "version_fingerprints_version_id_pdf_sha256_pk" PRIMARY KEY("version_id","pdf_sha256")
);
--> statement-breakpoint
ALTER TABLE "duerp_versions" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_openings" ADD CONSTRAINT "share_link_openings_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_fingerprints" ADD CONSTRAINT "version_fingerprints_version_id_duerp_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."duerp_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_document_idx" ON "share_links" USING btree ("duerp_document_id");--> statement-breakpoint
CREATE INDEX "share_link_openings_link_idx" ON "share_link_openings" USING btree ("share_link_id","opened_at");--> statement-breakpoint
CREATE INDEX "version_fingerprints_sha_idx" ON "version_fingerprints" USING btree ("pdf_sha256");--> statement-breakpoint
ALTER TABLE "duerp_versions" ADD CONSTRAINT "duerp_versions_verification_code_unique" UNIQUE("verification_code");