-- The doctor's 'Propose another time' (issue 19, Reschedule).
-- reschedule_proposals: another free slot of the same doctor and type offered for one
-- booking; its patient accepts (the booking moves through the reschedule service, which
-- re-checks the time under the exclusion constraint and the waitlist holds: 409 when it was
-- taken meanwhile) or declines (the booking stays). At most one open proposal per booking:
-- a new one withdraws the old. It lapses at expires_at (the notice window before the
-- earlier of the two times) and when the booking moved or was cancelled
-- (starts_at <> original_starts_at, or not confirmed).
CREATE TABLE "reschedule_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"doctor_id" integer NOT NULL REFERENCES "doctors"("id"),
	"patient_id" integer NOT NULL REFERENCES "users"("id"),
	"appointment_date" date NOT NULL,
	"appointment_time" time NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"original_starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reschedule_proposals_status_check" CHECK ("status" IN ('open', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_proposals_one_open_key" ON "reschedule_proposals" ("appointment_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "reschedule_proposals_patient_idx" ON "reschedule_proposals" ("patient_id", "created_at");
