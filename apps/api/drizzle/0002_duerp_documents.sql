CREATE TABLE "duerp_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"has_been_modified_since_last_generation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "duerp_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duerp_document_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"notes_de_version" text DEFAULT '' NOT NULL,
	"data_snapshot" jsonb NOT NULL,
	"display_options" jsonb NOT NULL,
	"snapshot_sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duerp_documents" ADD CONSTRAINT "duerp_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duerp_versions" ADD CONSTRAINT "duerp_versions_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duerp_documents_account_idx" ON "duerp_documents" USING btree ("account_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "duerp_versions_number_idx" ON "duerp_versions" USING btree ("duerp_document_id","version_number");