CREATE TABLE "espaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"personal_account_id" uuid,
	"is_vip" boolean DEFAULT false NOT NULL,
	"max_number_of_duerps" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "espaces_personal_account_id_unique" UNIQUE("personal_account_id")
);
--> statement-breakpoint
CREATE TABLE "espace_members" (
	"espace_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "espace_members_espace_id_account_id_pk" PRIMARY KEY("espace_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "espace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"espace_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "espace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"espace_id" uuid NOT NULL,
	"actor_account_id" uuid,
	"action" text NOT NULL,
	"duerp_document_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every account gets its personal espace, which takes the account's id so that every row the
-- account owned already names its espace; the account is its Propriétaire.
INSERT INTO "espaces" ("id", "name", "personal_account_id", "is_vip", "max_number_of_duerps", "created_at")
  SELECT "id", 'Espace de ' || "email", "id", "is_vip", "max_number_of_duerps", "created_at" FROM "accounts";--> statement-breakpoint
INSERT INTO "espace_members" ("espace_id", "account_id", "role", "joined_at")
  SELECT "id", "id", 'proprietaire', "created_at" FROM "accounts";--> statement-breakpoint
ALTER TABLE "billing_profiles" DROP CONSTRAINT "billing_profiles_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "duerp_documents" DROP CONSTRAINT "duerp_documents_account_id_accounts_id_fk";--> statement-breakpoint
DROP INDEX "subscriptions_account_idx";--> statement-breakpoint
DROP INDEX "duerp_documents_account_idx";--> statement-breakpoint
DROP INDEX "subscriptions_open_premium_uq";--> statement-breakpoint
ALTER TABLE "billing_profiles" RENAME COLUMN "account_id" TO "espace_id";--> statement-breakpoint
ALTER TABLE "subscriptions" RENAME COLUMN "account_id" TO "espace_id";--> statement-breakpoint
ALTER TABLE "invoices" RENAME COLUMN "account_id" TO "espace_id";--> statement-breakpoint
ALTER TABLE "duerp_documents" RENAME COLUMN "account_id" TO "espace_id";--> statement-breakpoint
ALTER TABLE "espaces" ADD CONSTRAINT "espaces_personal_account_id_accounts_id_fk" FOREIGN KEY ("personal_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espace_members" ADD CONSTRAINT "espace_members_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espace_members" ADD CONSTRAINT "espace_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espace_invitations" ADD CONSTRAINT "espace_invitations_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "espace_invitations" ADD CONSTRAINT "espace_invitations_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "espace_members_account_idx" ON "espace_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "espace_invitations_espace_idx" ON "espace_invitations" USING btree ("espace_id");--> statement-breakpoint
CREATE INDEX "activity_log_espace_idx" ON "activity_log" USING btree ("espace_id","id");--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duerp_documents" ADD CONSTRAINT "duerp_documents_espace_id_espaces_id_fk" FOREIGN KEY ("espace_id") REFERENCES "public"."espaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_espace_idx" ON "subscriptions" USING btree ("espace_id");--> statement-breakpoint
CREATE INDEX "duerp_documents_espace_idx" ON "duerp_documents" USING btree ("espace_id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_open_premium_uq" ON "subscriptions" USING btree ("espace_id") WHERE plan = 'SUBPLAN_PREMIUM' AND status IN ('pending', 'processing');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payer_account_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payer_account_id_accounts_id_fk" FOREIGN KEY ("payer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "is_vip";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "max_number_of_duerps";
