CREATE TABLE "library_crops" (
	"id" text PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"search_text" text NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_entries" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"crops" text[] NOT NULL,
	"aliases" text[] NOT NULL,
	"search_text" text NOT NULL,
	"position" integer NOT NULL,
	"content_en" jsonb NOT NULL,
	"content_sw" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_pesticides" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kenya_status" text NOT NULL,
	"content" jsonb NOT NULL
);
