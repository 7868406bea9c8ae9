CREATE TABLE "upload_job_pieces" (
	"job_id" uuid NOT NULL,
	"piece" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "upload_job_pieces_job_id_piece_pk" PRIMARY KEY("job_id","piece")
);
--> statement-breakpoint
ALTER TABLE "upload_job_pieces" ADD CONSTRAINT "upload_job_pieces_job_id_upload_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."upload_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A job still waiting keeps its file, as its one piece.
INSERT INTO "upload_job_pieces" ("job_id", "piece", "bytes") SELECT "id", 0, "csv" FROM "upload_jobs" WHERE "csv" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_jobs" DROP COLUMN "csv";