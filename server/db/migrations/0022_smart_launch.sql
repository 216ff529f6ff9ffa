-- Issue 39: SMART App Launch (standalone patient launch). One row per approval: the authorization code
-- (only its SHA-256, single use, 60 s), the PKCE challenge and redirect it must be redeemed with, and,
-- once redeemed, the access token (only its SHA-256) and the session it lives by, so Sign out
-- everywhere ends a health app's access too.
CREATE TABLE "smart_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"redirect_uri" text NOT NULL,
	"scope" text NOT NULL,
	"code_challenge" text NOT NULL,
	"code_hash" text NOT NULL UNIQUE,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_used_at" timestamp with time zone,
	"session_id" integer REFERENCES "sessions"("id") ON DELETE CASCADE,
	"token_hash" text UNIQUE,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "smart_grants_user_idx" ON "smart_grants" USING btree ("user_id");
