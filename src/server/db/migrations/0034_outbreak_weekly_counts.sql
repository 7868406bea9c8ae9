CREATE TABLE "outbreak_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"case_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbreak_counted_cases" (
	"kind" text NOT NULL,
	"case_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"week" date NOT NULL,
	"ward_id" text,
	"subcounty_id" text,
	"county_id" text,
	"farm_key" text NOT NULL,
	CONSTRAINT "outbreak_counted_cases_kind_case_id_pk" PRIMARY KEY("kind","case_id")
);
--> statement-breakpoint
CREATE TABLE "outbreak_weekly_counts" (
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"week" date NOT NULL,
	"condition" text NOT NULL,
	"area_id" text NOT NULL,
	"cases" integer NOT NULL,
	"farms" integer NOT NULL,
	CONSTRAINT "outbreak_weekly_counts_kind_level_week_condition_area_id_pk" PRIMARY KEY("kind","level","week","condition","area_id")
);
--> statement-breakpoint
CREATE INDEX "outbreak_counted_cases_ward_idx" ON "outbreak_counted_cases" USING btree ("kind","week","condition","ward_id");--> statement-breakpoint
CREATE INDEX "outbreak_counted_cases_subcounty_idx" ON "outbreak_counted_cases" USING btree ("kind","week","condition","subcounty_id");--> statement-breakpoint
CREATE INDEX "outbreak_counted_cases_county_idx" ON "outbreak_counted_cases" USING btree ("kind","week","condition","county_id");--> statement-breakpoint
CREATE INDEX "outbreak_cases_ward_idx" ON "outbreak_cases" USING btree ("condition","ward_id","reported_at");
--> statement-breakpoint
-- Triggers note every case whose count may change, on every table its condition, week or place comes
-- from, so cascaded deletions and erasures reach the weekly counts too.
CREATE FUNCTION "outbreak_confirmed_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbreak_changes" ("kind", "case_id") VALUES ('confirmed', COALESCE(NEW."callback_id", OLD."callback_id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "outbreak_cases_changed" AFTER INSERT OR UPDATE OR DELETE ON "outbreak_cases"
  FOR EACH ROW EXECUTE FUNCTION "outbreak_confirmed_changed"();--> statement-breakpoint
CREATE FUNCTION "outbreak_first_diagnosis_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbreak_changes" ("kind", "case_id") VALUES ('likely', COALESCE(NEW."id", OLD."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "first_diagnoses_outbreak_changed" AFTER INSERT OR DELETE OR UPDATE OF "verdict", "predictions", "confirmed_label", "created_at", "image_id" ON "first_diagnoses"
  FOR EACH ROW EXECUTE FUNCTION "outbreak_first_diagnosis_changed"();--> statement-breakpoint
CREATE FUNCTION "outbreak_photo_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbreak_changes" ("kind", "case_id")
    SELECT 'likely', "id" FROM "first_diagnoses" WHERE "image_id" = COALESCE(NEW."image_id", OLD."image_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "diagnosis_images_outbreak_changed" AFTER INSERT OR DELETE OR UPDATE ON "diagnosis_images"
  FOR EACH ROW EXECUTE FUNCTION "outbreak_photo_changed"();--> statement-breakpoint
CREATE FUNCTION "outbreak_upload_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbreak_changes" ("kind", "case_id")
    SELECT 'likely', "id" FROM "first_diagnoses" WHERE "image_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "uploaded_images_outbreak_changed" AFTER UPDATE OF "ward_id", "user_id", "upload_token_hash" ON "uploaded_images"
  FOR EACH ROW EXECUTE FUNCTION "outbreak_upload_changed"();--> statement-breakpoint
CREATE FUNCTION "outbreak_case_farm_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbreak_changes" ("kind", "case_id")
    SELECT 'likely', fd."id" FROM "diagnosis_images" di JOIN "first_diagnoses" fd ON fd."image_id" = di."image_id"
    WHERE di."diagnosis_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "diagnoses_outbreak_changed" AFTER UPDATE OF "farm_id" ON "diagnoses"
  FOR EACH ROW EXECUTE FUNCTION "outbreak_case_farm_changed"();--> statement-breakpoint
CREATE FUNCTION "outbreak_farm_place_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbreak_changes" ("kind", "case_id")
    SELECT 'likely', fd."id" FROM "diagnoses" d
      JOIN "diagnosis_images" di ON di."diagnosis_id" = d."id"
      JOIN "first_diagnoses" fd ON fd."image_id" = di."image_id"
    WHERE d."farm_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "farms_outbreak_changed" AFTER UPDATE OF "ward_id", "county_id" ON "farms"
  FOR EACH ROW EXECUTE FUNCTION "outbreak_farm_place_changed"();--> statement-breakpoint
CREATE FUNCTION "outbreak_question_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbreak_changes" ("kind", "case_id") VALUES ('reported', COALESCE(NEW."id", OLD."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "community_questions_outbreak_changed" AFTER INSERT OR DELETE OR UPDATE OF "label", "county", "user_id", "created_at" ON "community_questions"
  FOR EACH ROW EXECUTE FUNCTION "outbreak_question_changed"();--> statement-breakpoint
-- The cases counted before this version: the first refresh builds their counts.
INSERT INTO "outbreak_changes" ("kind", "case_id")
  SELECT 'confirmed', "callback_id" FROM "outbreak_cases"
  UNION ALL SELECT 'likely', "id" FROM "first_diagnoses"
  UNION ALL SELECT 'reported', "id" FROM "community_questions" WHERE "label" IS NOT NULL;
