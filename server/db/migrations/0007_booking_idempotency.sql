-- The Idempotency-Key of the request that created a booking, written in the
-- booking's own transaction. A retry after a crash between the commit and the
-- stored answer (idempotency_keys row reserved, no answer) finds the booking
-- here and answers it, instead of waiting for the reservation to go stale and
-- then hitting its own booking as "This slot was just taken".
ALTER TABLE "appointments" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_patient_idempotency_idx" ON "appointments" ("patient_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
