import { Batch, type Exec } from './bulk.ts';
import type { DoctorSeed } from './doctor-factory.ts';
import type { ReviewSeed } from './review-factory.ts';
import type { ConfigSeed, ScheduleSeed } from './schedule-factory.ts';
import { computeStats } from './stats.ts';

export interface WrittenConfig extends ConfigSeed {
  id: number;
  clinicId: number | null;
}

export interface WrittenDoctor {
  id: number;
  seed: DoctorSeed;
  clinicIds: number[];
  configs: WrittenConfig[];
}

/** The last id used per table; the writer hands out the next ones. */
export interface IdCursor {
  doctors: number;
  clinics: number;
  configs: number;
  ranges: number;
  reviews: number;
}

export interface WriterOptions {
  /**
   * doctors.language_ids exists (migration 0001): write it directly, so a
   * bulk load need not wait for the doctor_languages trigger to update every
   * doctor row a second time.
   */
  languageIds: boolean;
  /** Foreign keys are suspended: write the join tables before the doctors (their triggers then find no rows to fix). */
  linksFirst: boolean;
}

const doctorColumns = [
    ['id', 'int4'], ['user_id', 'int4'], ['slug', 'text'], ['first_name', 'text'], ['last_name', 'text'], ['gender', 'text'],
    ['dob', 'date'], ['profile_image', 'text'], ['about_doctor', 'text'], ['degree', 'text'], ['registration_number', 'text'],
    ['medical_council', 'text'], ['university', 'text'], ['year_of_completion', 'int4'], ['experience_years', 'int4'],
    ['speciality_id', 'int4'], ['contact_email', 'text'], ['contact_phone', 'text'], ['verification_status', 'text'],
    ['registration_completed', 'bool'], ['verified_at', 'timestamptz'], ['time_zone', 'text'], ['city_slug', 'text'],
    ['address_one', 'text'], ['address_two', 'text'], ['city', 'text'], ['state', 'text'], ['country', 'text'],
    ['postal_code', 'text'], ['latitude', 'float8'], ['longitude', 'float8'], ['min_online_fee', 'int4'],
    ['min_offline_fee', 'int4'], ['online_days', 'int2'], ['offline_days', 'int2'], ['avg_rating', 'numeric'],
    ['reviews_count', 'int4'], ['rating_counts', 'int[]'], ['recommended_count', 'int4'], ['relevance', 'float8'],
] as const;

/** Turns generated doctors into rows of every doctor table, ids included, ready to flush. */
export class DoctorWriter {
  private readonly doctors: Batch;
  private readonly clinics = new Batch('clinics', [
    ['id', 'int4'], ['doctor_id', 'int4'], ['clinic_name', 'text'], ['time_zone', 'text'], ['address_one', 'text'],
    ['address_two', 'text'], ['city', 'text'], ['state', 'text'], ['country', 'text'], ['postal_code', 'text'],
    ['latitude', 'float8'], ['longitude', 'float8'],
  ]);
  private readonly configs = new Batch('availability_configs', [
    ['id', 'int4'], ['doctor_id', 'int4'], ['timing_type', 'text'], ['clinic_id', 'int4'], ['online_fee', 'int4'],
    ['offline_fee', 'int4'], ['slot_duration', 'int2'],
  ], 50_000);
  private readonly ranges = new Batch('availability_ranges', [
    ['id', 'int4'], ['config_id', 'int4'], ['weekday', 'int2'], ['start_time', 'time'], ['end_time', 'time'],
  ], 50_000);
  private readonly reviews = new Batch('reviews', [
    ['id', 'int4'], ['doctor_id', 'int4'], ['reviewer_name', 'text'], ['stars', 'int2'], ['review', 'text'],
    ['is_recommended', 'bool'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ], 25_000);
  private readonly specializations = new Batch('doctor_specializations', [['doctor_id', 'int4'], ['specialization_id', 'int4']], 50_000);
  private readonly services = new Batch('doctor_services', [['doctor_id', 'int4'], ['service_id', 'int4']], 50_000);
  private readonly languages = new Batch('doctor_languages', [['doctor_id', 'int4'], ['language_id', 'int4']], 50_000);

  private readonly ids: IdCursor;
  private readonly now: number;
  private readonly ln: number[];
  private readonly options: WriterOptions;

  constructor(ids: IdCursor, now: number, ln: number[], options: WriterOptions) {
    this.ids = ids;
    this.now = now;
    this.ln = ln;
    this.options = options;
    this.doctors = new Batch('doctors', options.languageIds ? [...doctorColumns, ['language_ids', 'int[]']] : doctorColumns, 5_000);
  }

  get pending(): number {
    return this.doctors.size;
  }

  add(d: DoctorSeed, schedule: ScheduleSeed, reviews: ReviewSeed[]): WrittenDoctor {
    const id = ++this.ids.doctors;
    const stats = computeStats(d, schedule.configs, reviews, this.ln);
    const c = d.city;
    const languageIds = this.options.languageIds ? [[...d.languageIds].sort((a, b) => a - b)] : [];
    this.doctors.add(
      id, d.userId, d.slug, d.firstName, d.lastName, d.gender, d.dob, d.profileImage, d.about, d.degree, d.registrationNumber,
      d.medicalCouncil, d.university, d.yearOfCompletion, d.experienceYears, d.speciality.id, d.contactEmail, d.contactPhone,
      d.status, d.registrationCompleted, d.verifiedAt, c.timeZone, c.slug, d.addressOne, d.addressTwo, c.name, c.state,
      c.country, d.postalCode, d.latitude, d.longitude, stats.minOnlineFee, stats.minOfflineFee, stats.onlineDays,
      stats.offlineDays, stats.avgRating, stats.reviewsCount, stats.ratingCounts, stats.recommendedCount, stats.relevance,
      ...languageIds,
    );
    for (const s of d.specializationIds) this.specializations.add(id, s);
    for (const s of d.serviceIds) this.services.add(id, s);
    for (const l of d.languageIds) this.languages.add(id, l);

    const clinicIds = schedule.clinics.map((k) => {
      const clinicId = ++this.ids.clinics;
      this.clinics.add(clinicId, id, k.name, c.timeZone, k.addressOne, k.addressTwo, c.name, c.state, c.country, k.postalCode, k.latitude, k.longitude);
      return clinicId;
    });
    const configs = schedule.configs.map((cfg): WrittenConfig => {
      const configId = ++this.ids.configs;
      const clinicId = cfg.clinicIndex === null ? null : (clinicIds[cfg.clinicIndex] ?? null);
      const online = cfg.type === 'online';
      this.configs.add(configId, id, cfg.type, clinicId, online ? cfg.fee : null, online ? null : cfg.fee, cfg.slot);
      for (const r of cfg.ranges) this.ranges.add(++this.ids.ranges, configId, r.weekday, r.start, r.end);
      return { ...cfg, id: configId, clinicId };
    });
    for (const r of reviews) {
      const at = new Date(this.now - r.ageMs);
      this.reviews.add(++this.ids.reviews, id, r.reviewerName, r.stars, r.review, r.isRecommended, at, at);
    }
    return { id, seed: d, clinicIds, configs };
  }

  /** Parents first while foreign keys are checked per row. */
  async flush(db: Exec): Promise<void> {
    const links = [this.specializations, this.services, this.languages];
    const order = this.options.linksFirst
      ? [...links, this.doctors, this.clinics, this.configs, this.ranges, this.reviews]
      : [this.doctors, this.clinics, this.configs, this.ranges, ...links, this.reviews];
    for (const batch of order) await batch.flush(db);
  }
}
