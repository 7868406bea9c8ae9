ALTER TABLE "community_questions" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "labelled_by" uuid;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "labelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_labelled_by_users_id_fk" FOREIGN KEY ("labelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_questions_labelled_idx" ON "community_questions" USING btree ("created_at") WHERE "community_questions"."label" is not null;