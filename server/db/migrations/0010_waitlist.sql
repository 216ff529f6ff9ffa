-- The waitlist for freed slots (issue 19, Waitlist).
-- waitlist_entries: a patient asks to hear of a freed slot of one doctor and type
-- (and, for visits, optionally one clinic) between two clinic-local dates.
-- waitlist_offers: a freed slot offered to one entry and held for it until
-- expires_at; when it lapses the next entry is offered the same slot (an entry is
-- offered one slot once: waitlist_offers_entry_slot_key). While an offer is open
-- availability shows the slot taken and add-appointment refuses it to anyone else.
-- notified_at: the offer's mail/SMS was claimed for sending (the sweep sends any
-- offer whose sender died between the commit and the message).
CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"patient_id" integer NOT NULL REFERENCES "users"("id"),
	"doctor_id" integer NOT NULL REFERENCES "doctors"("id"),
	"appointment_type" text NOT NULL,
	"clinic_id" integer REFERENCES "clinics"("id"),
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_dates_check" CHECK ("from_date" <= "to_date")
);
--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" ("doctor_id", "appointment_type", "created_at", "id") WHERE "status" = 'waiting';
--> statement-breakpoint
CREATE INDEX "waitlist_entries_patient_idx" ON "waitlist_entries" ("patient_id", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_waiting_key" ON "waitlist_entries" ("patient_id", "doctor_id", "appointment_type") WHERE "status" = 'waiting';
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"entry_id" integer NOT NULL REFERENCES "waitlist_entries"("id"),
	"patient_id" integer NOT NULL REFERENCES "users"("id"),
	"doctor_id" integer NOT NULL REFERENCES "doctors"("id"),
	"appointment_type" text NOT NULL,
	"clinic_id" integer REFERENCES "clinics"("id"),
	"appointment_date" date NOT NULL,
	"appointment_time" time NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" ("doctor_id", "starts_at") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "waitlist_offers_expiry_idx" ON "waitlist_offers" ("expires_at") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "waitlist_offers_patient_idx" ON "waitlist_offers" ("patient_id", "expires_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_open_key" ON "waitlist_offers" ("entry_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_slot_key" ON "waitlist_offers" ("entry_id", "doctor_id", "starts_at");
