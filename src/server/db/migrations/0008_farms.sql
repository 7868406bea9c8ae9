CREATE TABLE "crop_varieties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crop" text NOT NULL,
	"name" text NOT NULL,
	"maturity_days_min" integer,
	"maturity_days_max" integer,
	"altitude_min_m" integer,
	"altitude_max_m" integer,
	"zones" text[] NOT NULL,
	"traits" text[] NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fertilizers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"grade" text,
	"n" double precision NOT NULL,
	"p2o5" double precision NOT NULL,
	"k2o" double precision NOT NULL,
	"other_nutrients" text,
	"notes" text,
	"source" text NOT NULL,
	CONSTRAINT "fertilizers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "nutrients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"crop" text NOT NULL,
	"region_or_soil" text NOT NULL,
	"counties" text[] NOT NULL,
	"stage" text NOT NULL,
	"fertilizer" text NOT NULL,
	"grade" text,
	"rate_kg_per_acre" double precision,
	"rate_kg_per_ha" double precision,
	"n_kg_ha" double precision,
	"p2o5_kg_ha" double precision,
	"k2o_kg_ha" double precision,
	"timing_method" text,
	"option_group" text,
	"notes" text,
	"source" text NOT NULL,
	"confidence" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farmers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"gender" text,
	"year_of_birth" integer,
	"ward_id" text,
	"group_name" text,
	"user_id" uuid,
	"registered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmers_phone_number_unique" UNIQUE("phone_number"),
	CONSTRAINT "farmers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"county_id" text NOT NULL,
	"ward_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"altitude" double precision,
	"area_acres" double precision,
	"soil_type" text,
	"irrigated" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"language" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean NOT NULL,
	"rows" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"csv" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_pesticides" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planting_infos" ADD COLUMN "farm_id" uuid;--> statement-breakpoint
ALTER TABLE "farmers" ADD CONSTRAINT "farmers_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmers" ADD CONSTRAINT "farmers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmers" ADD CONSTRAINT "farmers_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crop_varieties_crop_name_idx" ON "crop_varieties" USING btree ("crop","name");--> statement-breakpoint
CREATE INDEX "farmers_registered_by_idx" ON "farmers" USING btree ("registered_by");--> statement-breakpoint
CREATE UNIQUE INDEX "farms_farmer_name_idx" ON "farms" USING btree ("farmer_id","name");--> statement-breakpoint
-- Farms used to be free text on plantings: each person who named one gets their own farmer record,
-- and each name becomes a farm, placed where its latest planting is and sized as its largest.
INSERT INTO "farmers" ("first_name", "last_name", "phone_number", "user_id", "registered_by")
SELECT u."first_name", u."last_name", u."phone_number", u."id", u."id" FROM "users" u
WHERE EXISTS (
	SELECT 1 FROM "planting_infos" p WHERE p."user_id" = u."id" AND btrim(coalesce(p."farm_name", '')) <> ''
);--> statement-breakpoint
INSERT INTO "farms" ("farmer_id", "name", "county_id", "ward_id", "area_acres")
SELECT DISTINCT ON (f."id", btrim(p."farm_name"))
	f."id", btrim(p."farm_name"), p."county_id", p."ward_id",
	max(p."area_acres") OVER (PARTITION BY f."id", btrim(p."farm_name"))
FROM "planting_infos" p JOIN "farmers" f ON f."user_id" = p."user_id"
WHERE btrim(coalesce(p."farm_name", '')) <> ''
ORDER BY f."id", btrim(p."farm_name"), p."planted_on" DESC, p."created_at" DESC;--> statement-breakpoint
UPDATE "planting_infos" p SET "farm_id" = fm."id"
FROM "farmers" f, "farms" fm
WHERE f."user_id" = p."user_id" AND fm."farmer_id" = f."id" AND fm."name" = btrim(p."farm_name");--> statement-breakpoint
-- A plant check could name any id before farms existed, so none of them can be a farm yet.
UPDATE "diagnoses" SET "farm_id" = NULL WHERE "farm_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planting_infos" ADD CONSTRAINT "planting_infos_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;