-- Account security (server/services/otp.ts, otp-budget.ts).
-- otp_codes.ref: the opaque reference a code request answers as data.user_id
-- (16 random bytes, base64url). The row id was a counter: anyone could burn or
-- probe another person's live code by guessing it. Codes still waiting get a
-- random reference of their own (they expire within minutes anyway).
-- otp_wrong_guesses: one row per wrong code, keyed by the account it aimed at
-- ("user:<id>", or "id:<identifier>" before any account exists); at most
-- OTP_MAX_WRONG_GUESSES_PER_DAY of them per key in the last 24 h.
ALTER TABLE "otp_codes" ADD COLUMN "ref" text;--> statement-breakpoint
UPDATE "otp_codes" SET "ref" = replace(gen_random_uuid()::text, '-', '') WHERE "ref" IS NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "ref" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_ref_key" ON "otp_codes" USING btree ("ref");--> statement-breakpoint
CREATE TABLE "otp_wrong_guesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_wrong_guesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_wrong_guesses_account_idx" ON "otp_wrong_guesses" USING btree ("account_key","created_at");
