CREATE TABLE "duerp_version_consultations" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"date_consultation_cse" text,
	"avis_cse" text,
	"commentaires" text DEFAULT '' NOT NULL,
	"date_envoi_spst" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"duerp_document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_preferences_account_id_type_pk" PRIMARY KEY("account_id","type")
);
--> statement-breakpoint
ALTER TABLE "duerp_version_consultations" ADD CONSTRAINT "duerp_version_consultations_version_id_duerp_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."duerp_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_claim_idx" ON "reminder_sends" USING btree ("duerp_document_id","kind","period_key");