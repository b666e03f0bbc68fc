CREATE TABLE "chemical_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"espace_id" uuid NOT NULL,
	"substitution_id" uuid NOT NULL,
	"nom" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_exposures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"espace_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"travailleur" text NOT NULL,
	"poste" text DEFAULT '' NOT NULL,
	"nature" text NOT NULL,
	"duree" text NOT NULL,
	"degre" text NOT NULL,
	"date_debut" text,
	"date_fin" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"espace_id" uuid NOT NULL,
	"nom_commercial" text NOT NULL,
	"fournisseur" text DEFAULT '' NOT NULL,
	"usage" text DEFAULT '' NOT NULL,
	"quantite" text DEFAULT '' NOT NULL,
	"frequence" text,
	"unites_de_travail" jsonb NOT NULL,
	"utilisateurs" jsonb NOT NULL,
	"pictogrammes" jsonb NOT NULL,
	"mentions_danger" jsonb NOT NULL,
	"fds_date_revision" text,
	"fds_data" "bytea",
	"fds_byte_size" integer,
	"fds_upload_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_spst_sendings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"espace_id" uuid NOT NULL,
	"date_envoi" text NOT NULL,
	"destinataire" text NOT NULL,
	"commentaire" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_substitutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"espace_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"date" text NOT NULL,
	"piste" text NOT NULL,
	"demarche" text NOT NULL,
	"resultat" text NOT NULL,
	"commentaire" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chemical_attachments" ADD CONSTRAINT "chemical_attachments_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_attachments" ADD CONSTRAINT "chemical_attachments_substitution_id_chemical_substitutions_id_fk" FOREIGN KEY ("substitution_id") REFERENCES "public"."chemical_substitutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_exposures" ADD CONSTRAINT "chemical_exposures_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_exposures" ADD CONSTRAINT "chemical_exposures_product_id_chemical_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."chemical_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_products" ADD CONSTRAINT "chemical_products_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_spst_sendings" ADD CONSTRAINT "chemical_spst_sendings_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_substitutions" ADD CONSTRAINT "chemical_substitutions_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_substitutions" ADD CONSTRAINT "chemical_substitutions_product_id_chemical_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."chemical_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chemical_attachments_substitution_idx" ON "chemical_attachments" USING btree ("substitution_id");--> statement-breakpoint
CREATE INDEX "chemical_exposures_product_idx" ON "chemical_exposures" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "chemical_products_espace_idx" ON "chemical_products" USING btree ("espace_id","creation_time");--> statement-breakpoint
CREATE INDEX "chemical_spst_sendings_espace_idx" ON "chemical_spst_sendings" USING btree ("espace_id","date_envoi");--> statement-breakpoint
CREATE INDEX "chemical_substitutions_product_idx" ON "chemical_substitutions" USING btree ("product_id","date");