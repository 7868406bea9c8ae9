ALTER TABLE "case_reviews" ADD COLUMN "message_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_reviews" ADD COLUMN "told_label" text;--> statement-breakpoint
ALTER TABLE "farmer_messages" ADD COLUMN "replaces_earlier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Reviews saved before this told the farmer at once: their label is what the farmer was told.
UPDATE "case_reviews" SET "told_label" = "label";
