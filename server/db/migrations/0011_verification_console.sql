-- The verification console (issue 20).
-- admin_decisions: the audit log of every verification and moderation decision
-- (who, when, what, why). Append-only: a trigger refuses UPDATE and DELETE, so a
-- decision once recorded cannot be edited or removed (npm run seed -- --reset
-- still empties every table with TRUNCATE).
-- reviews.hidden_*: a review an admin hid for breaking the rules; it leaves the
-- doctor's page and figures, and its author reads the reason.
CREATE TABLE "admin_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"admin_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id"),
	CONSTRAINT "admin_decisions_subject_type_check" CHECK ("subject_type" IN ('doctor', 'claim', 'review')),
	CONSTRAINT "admin_decisions_action_check" CHECK ("action" IN ('verify', 'reject', 'approve', 'hide', 'unhide'))
);
--> statement-breakpoint
CREATE INDEX "admin_decisions_subject_idx" ON "admin_decisions" USING btree ("subject_type", "subject_id", "created_at");
--> statement-breakpoint
CREATE INDEX "admin_decisions_created_idx" ON "admin_decisions" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE FUNCTION admin_decisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin decisions are append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_decisions_no_change BEFORE UPDATE OR DELETE ON "admin_decisions"
  FOR EACH ROW EXECUTE FUNCTION admin_decisions_append_only();
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;
