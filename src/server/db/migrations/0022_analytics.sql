CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"kiosk" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"detail" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"kiosk" boolean DEFAULT false NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"language" text NOT NULL,
	"referer_host" text,
	"os" text,
	"browser" text,
	"screen_width" integer,
	"screen_height" integer,
	"ip" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"anonymised_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at","name");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id") WHERE "analytics_events"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "page_views_occurred_idx" ON "page_views" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "page_views_session_idx" ON "page_views" USING btree ("session_id") WHERE "page_views"."session_id" is not null;