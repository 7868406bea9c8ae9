CREATE TABLE "classify_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_id" uuid NOT NULL,
	"owner_key" text NOT NULL,
	"idempotency_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "diagnoses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"crop" text,
	"farm_id" uuid,
	"planting_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"confirmed_label" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"diagnosis_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_diagnoses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"predictions" jsonb NOT NULL,
	"model_version" text NOT NULL,
	"confirmed_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_diagnoses_image_id_unique" UNIQUE("image_id")
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"upload_token_hash" text,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"crop" text,
	"latitude" double precision,
	"longitude" double precision,
	"altitude" double precision,
	"taken_at" timestamp with time zone,
	"image_source" text,
	"locale" text,
	"network_type" text,
	"network_provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classify_tasks" ADD CONSTRAINT "classify_tasks_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_images" ADD CONSTRAINT "diagnosis_images_diagnosis_id_diagnoses_id_fk" FOREIGN KEY ("diagnosis_id") REFERENCES "public"."diagnoses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_images" ADD CONSTRAINT "diagnosis_images_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_diagnoses" ADD CONSTRAINT "first_diagnoses_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classify_tasks_idempotency_idx" ON "classify_tasks" USING btree ("owner_key","idempotency_key");--> statement-breakpoint
CREATE INDEX "classify_tasks_image_idx" ON "classify_tasks" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "diagnoses_user_idx" ON "diagnoses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_images_pair_idx" ON "diagnosis_images" USING btree ("diagnosis_id","image_id");--> statement-breakpoint
CREATE INDEX "uploaded_images_user_idx" ON "uploaded_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploaded_images_sha_idx" ON "uploaded_images" USING btree ("sha256");