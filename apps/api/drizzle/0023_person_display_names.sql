ALTER TABLE "accounts" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "espace_invitations" ADD COLUMN "display_name" text;