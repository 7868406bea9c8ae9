-- Until issue 15 (finding 1) a booking's case kept photo paths, which a booker could aim anywhere; a case
-- now names photos by id. A path of our own photo endpoint becomes its id when the photo belongs to the
-- booking's account. Anything else (other paths, anonymous bookings that cannot show ownership) is
-- dropped rather than shown to staff.
UPDATE "callback_requests" AS "booking"
SET "case_data" = ("booking"."case_data" - 'photos') || COALESCE(
  (
    SELECT jsonb_build_object('photo_ids', jsonb_agg("image"."id"::text ORDER BY "path"."position"))
    FROM jsonb_array_elements_text("booking"."case_data" -> 'photos') WITH ORDINALITY AS "path"("value", "position")
    JOIN "uploaded_images" AS "image"
      ON "image"."id"::text = substring("path"."value" from '^/api/v1/classify/image/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/$')
     AND "image"."user_id" = "booking"."user_id"
    HAVING count(*) > 0
  ),
  '{}'::jsonb
)
WHERE jsonb_typeof("booking"."case_data" -> 'photos') = 'array';
