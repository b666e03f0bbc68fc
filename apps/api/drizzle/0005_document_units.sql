CREATE TABLE "duerp_unites" (
	"duerp_document_id" uuid NOT NULL,
	"id_unite_de_travail" text NOT NULL,
	"position" integer NOT NULL,
	"data" json NOT NULL,
	CONSTRAINT "duerp_unites_duerp_document_id_id_unite_de_travail_pk" PRIMARY KEY("duerp_document_id","id_unite_de_travail")
);
--> statement-breakpoint
ALTER TABLE "duerp_documents" ADD COLUMN "data_etag" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "duerp_unites" ADD CONSTRAINT "duerp_unites_duerp_document_id_duerp_documents_id_fk" FOREIGN KEY ("duerp_document_id") REFERENCES "public"."duerp_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Read and rewritten whole, never queried inside: compressing it costs more than it saves.
ALTER TABLE "duerp_unites" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Existing documents: each unit moves to its own row, in its order; the document keeps the rest.
INSERT INTO "duerp_unites" ("duerp_document_id", "id_unite_de_travail", "position", "data")
SELECT d."id", u.value->>'idUniteDeTravail', (u.ordinality - 1)::integer, u.value
FROM "duerp_documents" d
CROSS JOIN LATERAL json_array_elements(coalesce(d."data"->'unitesDeTravail', '[]'::json)) WITH ORDINALITY AS u(value, ordinality)
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "duerp_documents" SET "data" = ("data"::jsonb - 'unitesDeTravail')::json;
