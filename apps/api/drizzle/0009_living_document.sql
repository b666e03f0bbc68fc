CREATE TABLE "duerp_version_consultations" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"date_consultation_cse" text,
	"avis_cse" text,
	"commentaires" text DEFAULT '' NOT NULL,
	"date_envoi_spst" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duerp_version_consultations" ADD CONSTRAINT "duerp_version_consultations_version_id_duerp_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."duerp_versions"("id") ON DELETE cascade ON UPDATE no action;