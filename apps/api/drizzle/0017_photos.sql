CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"espace_id" uuid NOT NULL,
	"duerp_document_id" uuid NOT NULL,
	"id_unite_de_travail" text NOT NULL,
	"id_risque" text,
	"id_action" text,
	"legende" text DEFAULT '' NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_account_id" uuid,
	"deletion_time" timestamp with time zone,
	CONSTRAINT "photos_one_target" CHECK (("photos"."id_risque" is null) <> ("photos"."id_action" is null))
);
--> statement-breakpoint
CREATE TABLE "version_photos" (
	"version_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"legende" text NOT NULL,
	CONSTRAINT "version_photos_version_id_photo_id_pk" PRIMARY KEY("version_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "espaces" ADD COLUMN "photo_quota_bytes" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_photos" ADD CONSTRAINT "version_photos_version_id_duerp_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."duerp_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_photos" ADD CONSTRAINT "version_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_document_idx" ON "photos" USING btree ("duerp_document_id","creation_time");--> statement-breakpoint
CREATE INDEX "photos_espace_idx" ON "photos" USING btree ("espace_id");--> statement-breakpoint
CREATE INDEX "version_photos_photo_idx" ON "version_photos" USING btree ("photo_id");