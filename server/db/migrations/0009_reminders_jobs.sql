-- Issue 19: the durable job queue (every message, reminders, the doctor's morning summary),
-- one-tap reminder links, the patient's Confirm, reschedule's calendar SEQUENCE and the
-- patient's SMS/WhatsApp reminder choices (server/db/schema/jobs.ts, appointments.ts, users.ts).
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"appointment_id" integer REFERENCES "appointments"("id") ON DELETE CASCADE,
	"dedupe_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE "dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "done_at" is null and "failed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_appointment_idx" ON "jobs" USING btree ("appointment_id") WHERE "appointment_id" is not null;--> statement-breakpoint
CREATE TABLE "link_token_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"action" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "job_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_job_key" ON "outbox_messages" USING btree ("job_id") WHERE "job_id" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_reminders" boolean DEFAULT true NOT NULL;
