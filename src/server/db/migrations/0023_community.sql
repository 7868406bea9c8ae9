CREATE TABLE "community_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_helpful_votes" (
	"answer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_helpful_votes_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid,
	"answer_id" uuid,
	"subject_id" uuid,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_question_photos" (
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"image_id" uuid NOT NULL,
	CONSTRAINT "community_question_photos_question_id_position_pk" PRIMARY KEY("question_id","position")
);
--> statement-breakpoint
CREATE TABLE "community_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"crop" text NOT NULL,
	"county" text,
	"language" text NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"solved_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid,
	"answer_id" uuid,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "community_answers" ADD CONSTRAINT "community_answers_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_answers" ADD CONSTRAINT "community_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_helpful_votes" ADD CONSTRAINT "community_helpful_votes_answer_id_community_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."community_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_helpful_votes" ADD CONSTRAINT "community_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_actions" ADD CONSTRAINT "community_moderation_actions_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_actions" ADD CONSTRAINT "community_moderation_actions_answer_id_community_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."community_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_actions" ADD CONSTRAINT "community_moderation_actions_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_actions" ADD CONSTRAINT "community_moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_question_photos" ADD CONSTRAINT "community_question_photos_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_question_photos" ADD CONSTRAINT "community_question_photos_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_answer_id_community_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."community_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_answers_question_idx" ON "community_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "community_answers_user_idx" ON "community_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_moderation_question_idx" ON "community_moderation_actions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "community_moderation_answer_idx" ON "community_moderation_actions" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "community_moderation_subject_idx" ON "community_moderation_actions" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "community_questions_created_idx" ON "community_questions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "community_questions_user_idx" ON "community_questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_reports_question_idx" ON "community_reports" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "community_reports_answer_idx" ON "community_reports" USING btree ("answer_id");