-- Where the chat's differential diagnosis starts (issue 30): every condition of the leading crop and whether
-- the photo is unfamiliar. Null for results from before this version and for on-device results.
ALTER TABLE "first_diagnoses" ADD COLUMN "differential" jsonb;