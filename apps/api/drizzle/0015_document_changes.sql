CREATE TABLE "document_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"duerp_document_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"actor_account_id" uuid,
	"unite_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"diff" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_changes" ADD CONSTRAINT "document_changes_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_changes" ADD CONSTRAINT "document_changes_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_changes_document_idx" ON "document_changes" USING btree ("duerp_document_id","id");