CREATE TABLE "spst_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duerp_document_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"date" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"recipient_email" text,
	"version_sha256" text NOT NULL,
	"message_id" text,
	"receipt" "bytea",
	"receipt_mime_type" text,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duerp_compliance_records" (
	"duerp_document_id" uuid PRIMARY KEY NOT NULL,
	"access_notice_generated_at" timestamp with time zone,
	"access_notice_posted_on" text,
	"spaced_update_reason" text,
	"spaced_update_reason_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "duerp_versions" ALTER COLUMN "pdf_edition" SET DEFAULT 4;--> statement-breakpoint
ALTER TABLE "espaces" ADD COLUMN "spst_nom" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "espaces" ADD COLUMN "spst_adresse" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "espaces" ADD COLUMN "spst_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spst_sendings" ADD CONSTRAINT "spst_sendings_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spst_sendings" ADD CONSTRAINT "spst_sendings_version_id_duerp_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."duerp_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spst_sendings" ADD CONSTRAINT "spst_sendings_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duerp_compliance_records" ADD CONSTRAINT "duerp_compliance_records_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spst_sendings_document_idx" ON "spst_sendings" USING btree ("duerp_document_id","created_at");