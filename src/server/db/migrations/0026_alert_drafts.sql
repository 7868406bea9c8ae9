CREATE TABLE "alert_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condition" text NOT NULL,
	"ward_id" text NOT NULL,
	"week" date NOT NULL,
	"farms" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"text_en" text NOT NULL,
	"text_sw" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_thresholds" (
	"condition" text PRIMARY KEY NOT NULL,
	"farms" integer NOT NULL,
	"days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_thresholds_farms" CHECK ("alert_thresholds"."farms" between 1 and 100),
	CONSTRAINT "alert_thresholds_days" CHECK ("alert_thresholds"."days" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "alert_drafts" ADD CONSTRAINT "alert_drafts_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_drafts" ADD CONSTRAINT "alert_drafts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_thresholds" ADD CONSTRAINT "alert_thresholds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_drafts_once_a_week" ON "alert_drafts" USING btree ("condition","ward_id","week");