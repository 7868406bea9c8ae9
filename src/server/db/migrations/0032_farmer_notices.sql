CREATE TABLE "farmer_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "farmer_messages" ADD COLUMN "notice_kind" text;--> statement-breakpoint
ALTER TABLE "farmer_notices" ADD CONSTRAINT "farmer_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "farmer_notices_once" ON "farmer_notices" USING btree ("user_id","kind","event_key");