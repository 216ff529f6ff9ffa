-- Issue 41: family members a patient books for. They have no account: each row belongs to its
-- account holder (owner_id) and goes with the account. At most 10 per account (checked by the service).
CREATE TABLE "family_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relation" text NOT NULL CHECK ("relation" IN ('child', 'parent', 'spouse', 'sibling', 'other')),
	"dob" date NOT NULL,
	"gender" text NOT NULL CHECK ("gender" IN ('male', 'female', 'other')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "family_members_owner_idx" ON "family_members" USING btree ("owner_id","id");
