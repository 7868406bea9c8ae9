CREATE TABLE "case_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"callback_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"label" text NOT NULL,
	"model_label" text,
	"note" text,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_reviews_callback_id_unique" UNIQUE("callback_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_consent" boolean;--> statement-breakpoint
ALTER TABLE "farmer_messages" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "case_reviews" ADD CONSTRAINT "case_reviews_callback_id_callback_requests_id_fk" FOREIGN KEY ("callback_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reviews" ADD CONSTRAINT "case_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;