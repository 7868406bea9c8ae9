CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"ward_id" text NOT NULL,
	"week" date NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_draft_id_alert_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."alert_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once_a_week" ON "alert_deliveries" USING btree ("user_id","condition","ward_id","week");--> statement-breakpoint
CREATE INDEX "alert_deliveries_draft_idx" ON "alert_deliveries" USING btree ("draft_id");