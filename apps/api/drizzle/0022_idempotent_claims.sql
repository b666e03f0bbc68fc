ALTER TABLE "idempotent_answers" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD COLUMN "claimed_until" timestamp with time zone;