ALTER TABLE "crop_varieties" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fertilizers" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- Until now a start only added the pack's missing fertilizers and varieties and never changed a row,
-- and nothing recorded which rows a data manager had uploaded or changed: every row there is now is
-- kept as it is, as a data manager's.
UPDATE "fertilizers" SET "edited_at" = now();--> statement-breakpoint
UPDATE "crop_varieties" SET "edited_at" = now();--> statement-breakpoint
-- `crop/` reads a crop's varieties from "crop_varieties", where data managers change them.
UPDATE "library_crops" SET "content" = "content" - 'varieties';
