-- The account's language (issue 18): mails, SMS, reminders and the server's answers follow it.
-- NULL: never chosen (the request's Accept-Language decides, else English).
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" IS NULL OR "locale" IN ('en', 'ar', 'hi'));
