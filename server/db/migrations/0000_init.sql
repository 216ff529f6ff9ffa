CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"clinic_id" integer,
	"config_id" integer,
	"appointment_type" text NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" time NOT NULL,
	"duration" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booking_status" text DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"description" text NOT NULL,
	"consultation_fees" integer NOT NULL,
	"appointment_link" text,
	"cancel_reason" text,
	"cancel_description" text,
	"cancelled_by" text,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time" time NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_ip" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "doctor_languages" (
	"doctor_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "doctor_languages_doctor_id_language_id_pk" PRIMARY KEY("doctor_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_services" (
	"doctor_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "doctor_services_doctor_id_service_id_pk" PRIMARY KEY("doctor_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_specializations" (
	"doctor_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "doctor_specializations_doctor_id_specialization_id_pk" PRIMARY KEY("doctor_id","specialization_id")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" text NOT NULL,
	CONSTRAINT "languages_language_unique" UNIQUE("language")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "services_service_name_unique" UNIQUE("service_name"),
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"speciality" text NOT NULL,
	"speciality_icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	CONSTRAINT "specialities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specializations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"speciality_id" integer NOT NULL,
	"specialization" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"attachments" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page_seo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_seo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"canonical_url" text,
	"main_description" text,
	CONSTRAINT "page_seo_page_type_unique" UNIQUE("page_type")
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"clinic_name" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Dubai' NOT NULL,
	"address_one" text,
	"address_two" text,
	"city" text,
	"state" text,
	"country" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"document_description" text NOT NULL,
	"document_number" text NOT NULL,
	"document_path" text,
	"mime_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"slug" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender" text,
	"dob" date,
	"profile_image" text,
	"about_doctor" text,
	"degree" text,
	"registration_number" text,
	"medical_council" text,
	"university" text,
	"year_of_completion" integer,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"speciality_id" integer,
	"contact_email" text,
	"contact_phone" text,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"verification_note" text,
	"registration_completed" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"time_zone" text DEFAULT 'Asia/Dubai' NOT NULL,
	"city_slug" text,
	"seo_title" text,
	"seo_description" text,
	"address_one" text,
	"address_two" text,
	"city" text,
	"state" text,
	"country" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"min_online_fee" integer,
	"min_offline_fee" integer,
	"online_days" smallint DEFAULT 0 NOT NULL,
	"offline_days" smallint DEFAULT 0 NOT NULL,
	"avg_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"rating_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL,
	"recommended_count" integer DEFAULT 0 NOT NULL,
	"relevance" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claim_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"license_proof_number" text NOT NULL,
	"id_proof_number" text NOT NULL,
	"license_proof_path" text NOT NULL,
	"identity_proof_path" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"patient_id" integer,
	"appointment_id" integer,
	"reviewer_name" text NOT NULL,
	"stars" smallint NOT NULL,
	"review" text NOT NULL,
	"is_recommended" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"timing_type" text NOT NULL,
	"clinic_id" integer,
	"online_fee" integer,
	"offline_fee" integer,
	"slot_duration" smallint DEFAULT 15 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_ranges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"config_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" text NOT NULL,
	"email" text,
	"phone" text,
	"country_code" text,
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"first_name" text,
	"last_name" text,
	"dob" date,
	"gender" text,
	"blood_group" text,
	"weight" text,
	"marital_status" text,
	"profile_image" text,
	"google_id" text,
	"microsoft_id" text,
	"address_one" text,
	"address_two" text,
	"city" text,
	"state" text,
	"country" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_config_id_availability_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."availability_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_languages" ADD CONSTRAINT "doctor_languages_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_languages" ADD CONSTRAINT "doctor_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specializations" ADD CONSTRAINT "doctor_specializations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specializations" ADD CONSTRAINT "doctor_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specializations" ADD CONSTRAINT "specializations_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_documents" ADD CONSTRAINT "doctor_documents_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_configs" ADD CONSTRAINT "availability_configs_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_configs" ADD CONSTRAINT "availability_configs_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_ranges" ADD CONSTRAINT "availability_ranges_config_id_availability_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."availability_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "enquiries_patient_idx" ON "enquiries" USING btree ("patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "otp_codes_identifier_idx" ON "otp_codes" USING btree ("identifier","purpose","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "doctor_languages_language_idx" ON "doctor_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "doctor_services_service_idx" ON "doctor_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "doctor_specializations_spec_idx" ON "doctor_specializations" USING btree ("specialization_id");--> statement-breakpoint
CREATE INDEX "specializations_speciality_idx" ON "specializations" USING btree ("speciality_id");--> statement-breakpoint
CREATE INDEX "cities_slug_idx" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_population_idx" ON "cities" USING btree ("population" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_to_idx" ON "outbox_messages" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "clinics_doctor_idx" ON "clinics" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_documents_kind_key" ON "doctor_documents" USING btree ("doctor_id","document_description");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_slug_key" ON "doctors" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_user_key" ON "doctors" USING btree ("user_id") WHERE "doctors"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "doctors_speciality_relevance_idx" ON "doctors" USING btree ("speciality_id","relevance" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "doctors_city_idx" ON "doctors" USING btree ("city_slug");--> statement-breakpoint
CREATE INDEX "doctors_relevance_idx" ON "doctors" USING btree ("relevance" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_doctor_idx" ON "reviews" USING btree ("doctor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_key" ON "reviews" USING btree ("appointment_id") WHERE "reviews"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "availability_configs_doctor_idx" ON "availability_configs" USING btree ("doctor_id","timing_type");--> statement-breakpoint
CREATE INDEX "availability_ranges_config_idx" ON "availability_ranges" USING btree ("config_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "users_role_email_key" ON "users" USING btree ("role",lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_role_phone_key" ON "users" USING btree ("role","country_code","phone") WHERE "users"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_key" ON "users" USING btree ("google_id") WHERE "users"."google_id" is not null;--> statement-breakpoint
-- Two active bookings of one doctor can never overlap, whatever races the API loses.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("booking_status" IN ('confirmed', 'ongoing'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_order" CHECK ("ends_at" > "starts_at");
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stars_range" CHECK ("stars" BETWEEN 1 AND 5);
--> statement-breakpoint
-- Search: prefix lookups use the text_pattern_ops indexes, substring and fuzzy lookups the trigram ones.
CREATE INDEX "specialities_name_trgm" ON "specialities" USING gin (lower("speciality") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "services_name_trgm" ON "services" USING gin (lower("service_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "services_name_prefix" ON "services" (lower("service_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "doctors_name_trgm" ON "doctors" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "doctors_name_prefix" ON "doctors" (lower("first_name" || ' ' || "last_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "doctors_last_name_prefix" ON "doctors" (lower("last_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "cities_name_prefix" ON "cities" (lower("name") text_pattern_ops, "population" DESC);
--> statement-breakpoint
CREATE INDEX "cities_name_trgm" ON "cities" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
-- Nearest-first ordering (KNN) on the doctor's primary location.
CREATE INDEX "doctors_location_gist" ON "doctors" USING gist (point("longitude", "latitude")) WHERE "latitude" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "cities_location_gist" ON "cities" USING gist (point("longitude", "latitude"));
