-- Video consultations (server/services/consultation*.ts).
-- consultation_signals: the WebRTC signalling between a room's patient and
-- doctor, kept in the database so any API process serves either side and a
-- reloaded page resumes from its cursor (id). Rows live only while the room is open.
-- appointments_consult_room_idx: GET /api/consultations/:room finds the booking
-- by the last 32 characters of its appointment_link (the room id).
CREATE TABLE "consultation_signals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"sender" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_signals" ADD CONSTRAINT "consultation_signals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_signals_room_idx" ON "consultation_signals" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "appointments_consult_room_idx" ON "appointments" USING btree (right("appointment_link", 32)) WHERE "appointments"."appointment_link" is not null;