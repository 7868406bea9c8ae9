-- A waiting upload's text is kept as its UTF-8 bytes: the job now reads the encoding itself.
ALTER TABLE "upload_jobs" ALTER COLUMN "csv" SET DATA TYPE bytea USING convert_to("csv", 'UTF8');--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD COLUMN "replace_shipped" boolean DEFAULT false NOT NULL;
