CREATE TABLE "planting_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"crop" text NOT NULL,
	"county_id" text NOT NULL,
	"subcounty_id" text,
	"ward_id" text,
	"planted_on" date NOT NULL,
	"season" text NOT NULL,
	"farm_name" text,
	"area_acres" double precision,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planting_infos" ADD CONSTRAINT "planting_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planting_infos" ADD CONSTRAINT "planting_infos_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planting_infos" ADD CONSTRAINT "planting_infos_subcounty_id_subcounties_id_fk" FOREIGN KEY ("subcounty_id") REFERENCES "public"."subcounties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planting_infos" ADD CONSTRAINT "planting_infos_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planting_infos_user_idx" ON "planting_infos" USING btree ("user_id","planted_on");