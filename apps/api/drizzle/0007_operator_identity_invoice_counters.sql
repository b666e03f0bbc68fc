CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_settings" (
	"field" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each year's series goes on after the invoices already issued with the former sequence.
INSERT INTO "invoice_counters" ("year", "last_number")
  SELECT substring("number" from 3 for 4)::integer, max(substring("number" from 8)::integer)
  FROM "invoices" WHERE "number" ~ '^F-[0-9]{4}-[0-9]+$' GROUP BY 1;
--> statement-breakpoint
DROP SEQUENCE "public"."invoice_number_seq";