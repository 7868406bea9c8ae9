CREATE TABLE "outbreak_cases" (
	"callback_id" uuid PRIMARY KEY NOT NULL,
	"condition" text NOT NULL,
	"farm_id" uuid,
	"user_id" uuid,
	"ward_id" text,
	"subcounty_id" text,
	"county_id" text,
	"week" date NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbreak_cases" ADD CONSTRAINT "outbreak_cases_callback_id_callback_requests_id_fk" FOREIGN KEY ("callback_id") REFERENCES "public"."callback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_cases" ADD CONSTRAINT "outbreak_cases_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_cases" ADD CONSTRAINT "outbreak_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_cases" ADD CONSTRAINT "outbreak_cases_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_cases" ADD CONSTRAINT "outbreak_cases_subcounty_id_subcounties_id_fk" FOREIGN KEY ("subcounty_id") REFERENCES "public"."subcounties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_cases" ADD CONSTRAINT "outbreak_cases_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbreak_cases_week_idx" ON "outbreak_cases" USING btree ("week","condition","ward_id");--> statement-breakpoint
-- Cases reviewed before the outbreak watch existed are counted too (Nairobi is UTC+3 all year).
INSERT INTO "outbreak_cases" ("callback_id", "condition", "farm_id", "user_id", "ward_id", "subcounty_id", "county_id", "week", "reported_at")
SELECT c."id", r."label", f."id", c."user_id", f."ward_id", w."subcounty_id", coalesce(f."county_id", co."id"),
  date_trunc('week', (c."created_at" AT TIME ZONE 'UTC') + interval '3 hours')::date, c."created_at"
FROM "case_reviews" r
JOIN "callback_requests" c ON c."id" = r."callback_id"
LEFT JOIN "diagnoses" d ON d."id"::text = c."case_data"->>'diagnosis_id'
LEFT JOIN "farms" f ON f."id" = d."farm_id"
LEFT JOIN "wards" w ON w."id" = f."ward_id"
LEFT JOIN "counties" co ON co."id" = c."case_data"->'place'->>'county_id'
WHERE r."label" <> 'unknown';
