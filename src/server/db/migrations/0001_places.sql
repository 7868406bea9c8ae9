CREATE TABLE "counties" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"iso_3166_2" text NOT NULL,
	"headquarters" text NOT NULL,
	"centroid_latitude" double precision NOT NULL,
	"centroid_longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcounties" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"county_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL,
	"subcounty_id" text NOT NULL,
	"county_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subcounties" ADD CONSTRAINT "subcounties_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_subcounty_id_subcounties_id_fk" FOREIGN KEY ("subcounty_id") REFERENCES "public"."subcounties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subcounties_county_idx" ON "subcounties" USING btree ("county_id");--> statement-breakpoint
CREATE INDEX "wards_subcounty_idx" ON "wards" USING btree ("subcounty_id");--> statement-breakpoint
CREATE INDEX "wards_county_idx" ON "wards" USING btree ("county_id");