CREATE TABLE "duerp_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duerp_document_id" uuid NOT NULL,
	"cible" text NOT NULL,
	"id_cible" text NOT NULL,
	"author_account_id" uuid,
	"texte" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "duerp_observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duerp_document_id" uuid NOT NULL,
	"share_link_id" uuid,
	"id_unite_de_travail" text NOT NULL,
	"unite_display_name" text NOT NULL,
	"id_risque" text,
	"risque_display_name" text,
	"texte" text NOT NULL,
	"prenom" text,
	"statut" text DEFAULT 'a_traiter' NOT NULL,
	"conversion" text,
	"processed_at" timestamp with time zone,
	"processed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "allow_observations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "duerp_comments" ADD CONSTRAINT "duerp_comments_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duerp_comments" ADD CONSTRAINT "duerp_comments_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duerp_observations" ADD CONSTRAINT "duerp_observations_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duerp_observations" ADD CONSTRAINT "duerp_observations_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duerp_observations" ADD CONSTRAINT "duerp_observations_processed_by_accounts_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duerp_comments_target_idx" ON "duerp_comments" USING btree ("duerp_document_id","cible","id_cible");--> statement-breakpoint
CREATE INDEX "duerp_observations_document_idx" ON "duerp_observations" USING btree ("duerp_document_id","statut");--> statement-breakpoint
CREATE INDEX "duerp_observations_processed_idx" ON "duerp_observations" USING btree ("processed_at");