-- Issue 41 (insurance): the catalog of insurers and their networks/plans for the UAE and India. Catalog
-- data like specialities, but kept by the verification team in the console, so each row carries its
-- own Arabic and Hindi names (a console entry cannot wait for a code change to be translated). The
-- shipped entries are inserted here, not by the demo seed, so an existing database gets them too.
-- "Self-pay" is not a row: it is what a doctor who takes no insurance shows.
CREATE TABLE "insurers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"slug" text NOT NULL UNIQUE,
	"country" text NOT NULL CHECK ("country" IN ('ae', 'in')),
	"name" text NOT NULL UNIQUE,
	"name_ar" text NOT NULL,
	"name_hi" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_networks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"insurer_id" integer NOT NULL REFERENCES "insurers"("id"),
	"slug" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_hi" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	UNIQUE ("insurer_id", "name")
);
--> statement-breakpoint
CREATE INDEX "insurance_networks_insurer_idx" ON "insurance_networks" USING btree ("insurer_id");
--> statement-breakpoint
-- The public catalog answer is cached under the catalog scope (migration 0014).
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "insurers" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "insurance_networks" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
INSERT INTO "insurers" ("slug", "country", "name", "name_ar", "name_hi", "sort_order") VALUES
	('daman', 'ae', 'Daman', 'ضمان', 'दमन', 1),
	('thiqa', 'ae', 'Thiqa', 'ثقة', 'थिक़ा', 2),
	('axa-gig-gulf', 'ae', 'AXA/GIG Gulf', 'أكسا/جي آي جي الخليج', 'एक्सा/जीआईजी गल्फ', 3),
	('sukoon', 'ae', 'Sukoon', 'سكون', 'सुकून', 4),
	('adnic', 'ae', 'ADNIC', 'أدنيك', 'एडनिक', 5),
	('nas', 'ae', 'NAS', 'ناس', 'एनएएस', 6),
	('nextcare', 'ae', 'NextCare', 'نكست كير', 'नेक्स्टकेयर', 7),
	('neuron', 'ae', 'Neuron', 'نيورون', 'न्यूरॉन', 8),
	('metlife', 'ae', 'MetLife', 'ميتلايف', 'मेटलाइफ', 9),
	('cigna', 'ae', 'Cigna', 'سيغنا', 'सिग्ना', 10),
	('bupa', 'ae', 'Bupa', 'بوبا', 'बूपा', 11),
	('star-health', 'in', 'Star Health', 'ستار هيلث', 'स्टार हेल्थ', 12),
	('hdfc-ergo', 'in', 'HDFC ERGO', 'إتش دي إف سي إرغو', 'एचडीएफसी एर्गो', 13),
	('icici-lombard', 'in', 'ICICI Lombard', 'آي سي آي سي آي لومبارد', 'आईसीआईसीआई लोम्बार्ड', 14),
	('niva-bupa', 'in', 'Niva Bupa', 'نيفا بوبا', 'निवा बूपा', 15),
	('care', 'in', 'Care', 'كير', 'केयर', 16);
--> statement-breakpoint
INSERT INTO "insurance_networks" ("insurer_id", "slug", "name", "name_ar", "name_hi", "sort_order")
SELECT i."id", v.slug, v.name, v.name_ar, v.name_hi, v.sort_order FROM (VALUES
	('daman', 'daman-basic', 'Daman Basic', 'ضمان الأساسية', 'दमन बेसिक', 1),
	('daman', 'daman-enhanced', 'Daman Enhanced', 'ضمان المعززة', 'दमन एन्हांस्ड', 2),
	('daman', 'daman-premier', 'Daman Premier', 'ضمان بريمير', 'दमन प्रीमियर', 3),
	('thiqa', 'thiqa', 'Thiqa', 'ثقة', 'थिक़ा', 1),
	('axa-gig-gulf', 'gig-gulf-platinum', 'GIG Gulf Platinum', 'جي آي جي الخليج البلاتينية', 'जीआईजी गल्फ प्लैटिनम', 1),
	('axa-gig-gulf', 'gig-gulf-gold', 'GIG Gulf Gold', 'جي آي جي الخليج الذهبية', 'जीआईजी गल्फ गोल्ड', 2),
	('axa-gig-gulf', 'gig-gulf-silver', 'GIG Gulf Silver', 'جي آي جي الخليج الفضية', 'जीआईजी गल्फ सिल्वर', 3),
	('sukoon', 'sukoon-platinum', 'Sukoon Platinum', 'سكون البلاتينية', 'सुकून प्लैटिनम', 1),
	('sukoon', 'sukoon-gold', 'Sukoon Gold', 'سكون الذهبية', 'सुकून गोल्ड', 2),
	('sukoon', 'sukoon-silver', 'Sukoon Silver', 'سكون الفضية', 'सुकून सिल्वर', 3),
	('adnic', 'adnic-premium', 'ADNIC Premium', 'أدنيك بريميوم', 'एडनिक प्रीमियम', 1),
	('adnic', 'adnic-standard', 'ADNIC Standard', 'أدنيك القياسية', 'एडनिक स्टैंडर्ड', 2),
	('nas', 'nas-gn-plus', 'NAS GN+', 'ناس GN+ الشبكة العامة الموسعة', 'एनएएस GN+ सामान्य नेटवर्क प्लस', 1),
	('nas', 'nas-gn', 'NAS GN', 'ناس GN الشبكة العامة', 'एनएएस GN सामान्य नेटवर्क', 2),
	('nas', 'nas-rn', 'NAS RN', 'ناس RN الشبكة المحدودة', 'एनएएस RN सीमित नेटवर्क', 3),
	('nextcare', 'nextcare-gn-plus', 'NextCare GN+', 'نكست كير GN+', 'नेक्स्टकेयर GN+', 1),
	('nextcare', 'nextcare-gn', 'NextCare GN', 'نكست كير GN', 'नेक्स्टकेयर GN', 2),
	('nextcare', 'nextcare-rn1', 'NextCare RN1', 'نكست كير RN1', 'नेक्स्टकेयर RN1', 3),
	('neuron', 'neuron-gold', 'Neuron Gold', 'نيورون الذهبية', 'न्यूरॉन गोल्ड', 1),
	('neuron', 'neuron-silver', 'Neuron Silver', 'نيورون الفضية', 'न्यूरॉन सिल्वर', 2),
	('metlife', 'metlife-gold', 'MetLife Gold', 'ميتلايف الذهبية', 'मेटलाइफ गोल्ड', 1),
	('metlife', 'metlife-silver', 'MetLife Silver', 'ميتلايف الفضية', 'मेटलाइफ सिल्वर', 2),
	('cigna', 'cigna-global-health', 'Cigna Global Health', 'سيغنا للصحة العالمية', 'सिग्ना ग्लोबल हेल्थ', 1),
	('cigna', 'cigna-local-plus', 'Cigna Local Plus', 'سيغنا لوكال بلس', 'सिग्ना लोकल प्लस', 2),
	('bupa', 'bupa-global-ultimate', 'Bupa Global Ultimate', 'بوبا غلوبال ألتيميت', 'बूपा ग्लोबल अल्टीमेट', 1),
	('bupa', 'bupa-global-premier', 'Bupa Global Premier', 'بوبا غلوبال بريمير', 'बूपा ग्लोबल प्रीमियर', 2),
	('star-health', 'star-comprehensive', 'Star Comprehensive', 'ستار الشاملة', 'स्टार कॉम्प्रिहेंसिव', 1),
	('star-health', 'star-family-health-optima', 'Family Health Optima', 'فاميلي هيلث أوبتيما', 'फैमिली हेल्थ ऑप्टिमा', 2),
	('star-health', 'star-senior-citizens-red-carpet', 'Senior Citizens Red Carpet', 'ريد كاربت لكبار السن', 'सीनियर सिटिज़न्स रेड कार्पेट', 3),
	('hdfc-ergo', 'hdfc-ergo-optima-secure', 'Optima Secure', 'أوبتيما سيكيور', 'ऑप्टिमा सिक्योर', 1),
	('hdfc-ergo', 'hdfc-ergo-my-health-suraksha', 'my:Health Suraksha', 'ماي هيلث سوراكشا', 'माय:हेल्थ सुरक्षा', 2),
	('icici-lombard', 'icici-lombard-elevate', 'ICICI Lombard Elevate', 'آي سي آي سي آي لومبارد إليفيت', 'आईसीआईसीआई लोम्बार्ड एलिवेट', 1),
	('icici-lombard', 'icici-lombard-complete-health', 'Complete Health Insurance', 'التأمين الصحي الشامل', 'कम्प्लीट हेल्थ इंश्योरेंस', 2),
	('niva-bupa', 'niva-bupa-reassure', 'ReAssure 2.0', 'ري أشور 2.0', 'रीएश्योर 2.0', 1),
	('niva-bupa', 'niva-bupa-health-companion', 'Health Companion', 'هيلث كومبانيون', 'हेल्थ कम्पैनियन', 2),
	('care', 'care-supreme', 'Care Supreme', 'كير سوبريم', 'केयर सुप्रीम', 1),
	('care', 'care-advantage', 'Care Advantage', 'كير أدفانتج', 'केयर एडवांटेज', 2)
) AS v(insurer, slug, name, name_ar, name_hi, sort_order) JOIN "insurers" i ON i."slug" = v.insurer;
--> statement-breakpoint
-- The networks each clinic accepts: in the UAE a network contract is the facility's, so a doctor who
-- sees patients in two clinics may take Daman Enhanced in one and not the other.
-- doctor_id repeats the clinic's doctor so the listing's mirror (below) still finds the doctor when a
-- clinic's deletion cascades here.
CREATE TABLE "clinic_insurance_networks" (
	"clinic_id" integer NOT NULL REFERENCES "clinics"("id") ON DELETE CASCADE,
	"doctor_id" integer NOT NULL REFERENCES "doctors"("id") ON DELETE CASCADE,
	"network_id" integer NOT NULL REFERENCES "insurance_networks"("id"),
	PRIMARY KEY ("clinic_id", "network_id")
);
--> statement-breakpoint
CREATE INDEX "clinic_insurance_networks_network_idx" ON "clinic_insurance_networks" USING btree ("network_id");
--> statement-breakpoint
-- doctor_network_ids() reads one doctor's rows on every change: without this each call scanned the table
-- (the 100 000-doctor seed never finished).
CREATE INDEX "clinic_insurance_networks_doctor_idx" ON "clinic_insurance_networks" USING btree ("doctor_id");
--> statement-breakpoint
CREATE TRIGGER "cache_catalog" AFTER INSERT OR UPDATE OR DELETE ON "clinic_insurance_networks" FOR EACH STATEMENT EXECUTE FUNCTION "cache_bump_catalog"();
--> statement-breakpoint
-- Whether the networks the doctor's clinics accept also cover the doctor's video consultations.
ALTER TABLE "doctors" ADD COLUMN "video_insurance" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The listing's Insurance filter: doctors.network_ids mirrors the networks of the doctor's clinics, kept
-- by triggers like language_ids (migration 0002), so the filter is one GIN lookup inside the listing's
-- single statement instead of a join per doctor.
ALTER TABLE "doctors" ADD COLUMN "network_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
CREATE FUNCTION doctor_network_ids(integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT network_id ORDER BY network_id), '{}') FROM clinic_insurance_networks WHERE doctor_id = $1
$$;
--> statement-breakpoint
CREATE FUNCTION doctors_sync_network_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE doctors d SET network_ids = doctor_network_ids(d.id) WHERE d.id IN (SELECT doctor_id FROM new_rows);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE doctors d SET network_ids = doctor_network_ids(d.id) WHERE d.id IN (SELECT doctor_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clinic_insurance_networks_sync_insert AFTER INSERT ON clinic_insurance_networks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_network_ids();
--> statement-breakpoint
CREATE TRIGGER clinic_insurance_networks_sync_update AFTER UPDATE ON clinic_insurance_networks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_network_ids();
--> statement-breakpoint
CREATE TRIGGER clinic_insurance_networks_sync_delete AFTER DELETE ON clinic_insurance_networks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION doctors_sync_network_ids();
--> statement-breakpoint
CREATE INDEX "doctors_network_ids_gin" ON "doctors" USING gin ("network_ids");
