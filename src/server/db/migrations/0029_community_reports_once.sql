-- Reports made more than once before this rule: the earliest open one of each person and post stays.
DELETE FROM "community_reports" AS "later" USING "community_reports" AS "first"
WHERE "later"."handled_at" IS NULL AND "first"."handled_at" IS NULL
  AND "later"."reporter_id" = "first"."reporter_id"
  AND ("later"."question_id" = "first"."question_id" OR "later"."answer_id" = "first"."answer_id")
  AND ("first"."created_at", "first"."id") < ("later"."created_at", "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_open_question_idx" ON "community_reports" USING btree ("reporter_id","question_id") WHERE "community_reports"."handled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_open_answer_idx" ON "community_reports" USING btree ("reporter_id","answer_id") WHERE "community_reports"."handled_at" is null;