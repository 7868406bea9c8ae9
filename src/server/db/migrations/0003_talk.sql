CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"token_hash" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"topic" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"case_data" jsonb,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "callback_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "farmer_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"callback_id" uuid,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"name" text,
	"phone" text,
	"email" text,
	"language" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone,
	CONSTRAINT "engagement_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_messages" ADD CONSTRAINT "farmer_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_messages" ADD CONSTRAINT "farmer_messages_callback_id_callback_requests_id_fk" FOREIGN KEY ("callback_id") REFERENCES "public"."callback_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_messages" ADD CONSTRAINT "farmer_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_requests" ADD CONSTRAINT "engagement_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callback_requests_slot_idx" ON "callback_requests" USING btree ("slot_start");--> statement-breakpoint
CREATE INDEX "callback_requests_user_idx" ON "callback_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "farmer_messages_user_idx" ON "farmer_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_notes_subject_idx" ON "staff_notes" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "engagement_requests_kind_idx" ON "engagement_requests" USING btree ("kind","created_at");