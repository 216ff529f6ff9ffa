-- What several API processes must share instead of keeping in their own DATA_DIR
-- (server/db/schema/shared-state.ts).
-- app_keys: generated keys created once and read by every process (the one-time
-- code key when OTP_SECRET is unset).
-- stored_files: uploaded photos and private proofs when the file store is the
-- database (PostgreSQL without S3_BUCKET); never served except through
-- /media/uploads (public keys only) and the authorised proof routes.
CREATE TABLE "app_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
