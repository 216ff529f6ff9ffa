-- Issue 42: reminder SMS carry one short link on our own domain (/l/<code>) instead of three signed
-- one-tap links, a directions link and a video link (about 900 characters, six or more SMS parts).
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"links" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "short_links_expires_idx" ON "short_links" USING btree ("expires_at");
