CREATE TABLE "retired_reference_rows" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retired_reference_rows_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "nutrients" ADD COLUMN "region_or_soil_sw" text;--> statement-breakpoint
ALTER TABLE "nutrients" ADD COLUMN "timing_method_sw" text;--> statement-breakpoint
ALTER TABLE "nutrients" ADD COLUMN "source_sw" text;--> statement-breakpoint
ALTER TABLE "nutrients" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "library_crops" ADD COLUMN "edited_at" timestamp with time zone;