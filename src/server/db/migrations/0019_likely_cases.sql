ALTER TABLE "uploaded_images" ADD COLUMN "ward_id" text;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_diagnoses_created_idx" ON "first_diagnoses" USING btree ("created_at");