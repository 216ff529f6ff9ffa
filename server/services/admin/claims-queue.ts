/**
 * The claims queue of the verification console (issue 20): claim and reclaim
 * requests with the profile being claimed beside them (name, registration
 * number, current verification, who signs in to it today), tab counts,
 * search and the decisions taken.
 */
import { aliasedTable, and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { ADMIN_PAGE_SIZE, type ClaimTab } from '../../../src/shared/schemas/admin.ts';
import type { ClaimItem } from '../../../src/shared/schemas/admin-items.ts';
import type { Db } from '../../db/client.ts';
import { specialities } from '../../db/schema/catalog.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { claims } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../errors.ts';
import { CONTENT_TYPES } from '../files/upload-types.ts';
import { verifiedEmailOf, verifiedPhoneOf } from '../messaging/verified-contact.ts';
import { decisionsOf } from './decisions.ts';
import { matchesAny, pageCount } from './search-text.ts';

const owners = aliasedTable(users, 'owners');
/** Proofs are stored under a name whose extension their content was checked against. */
const typeOf = (path: string) => CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? null;
const doctorName = sql`trim(${doctors.firstName} || ' ' || ${doctors.lastName})`;
const claimantName = sql`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const nameOnClaim = sql`trim(${claims.firstName} || ' ' || ${claims.lastName})`;

function searchOf(text: string | undefined): SQL | undefined {
  const match = matchesAny(text, [doctorName, claimantName, nameOnClaim, users.email, claims.licenseProofNumber, claims.idProofNumber, doctors.registrationNumber]);
  if (!match) return undefined;
  const id = /^#?(\d{1,9})$/.exec(text!.trim());
  return id ? or(match, eq(claims.id, Number(id[1]))) : match;
}

const selection = {
  claim: claims,
  doctor: doctors,
  speciality: specialities.speciality,
  claimant: users,
  owner: owners,
};

const joined = (db: Db) =>
  db
    .select(selection)
    .from(claims)
    .innerJoin(doctors, eq(doctors.id, claims.doctorId))
    .innerJoin(users, eq(users.id, claims.userId))
    .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
    .leftJoin(owners, eq(owners.id, doctors.userId));

interface Row {
  claim: typeof claims.$inferSelect;
  doctor: typeof doctors.$inferSelect;
  speciality: string | null;
  claimant: typeof users.$inferSelect;
  owner: typeof users.$inferSelect | null;
}

function toClaimItem({ claim, doctor, speciality, claimant, owner }: Row, decisions: ClaimItem['decisions']): ClaimItem {
  return {
    id: claim.id,
    claim_type: claim.claimType,
    status: claim.status,
    first_name: claim.firstName,
    last_name: claim.lastName,
    license_proof_number: claim.licenseProofNumber,
    id_proof_number: claim.idProofNumber,
    // Proofs stay private: only these admin-only links read them.
    license_proof_url: `/api/admin/claims/${claim.id}/proof/license`,
    identity_proof_url: `/api/admin/claims/${claim.id}/proof/identity`,
    license_proof_type: typeOf(claim.licenseProofPath),
    identity_proof_type: typeOf(claim.identityProofPath),
    decision_reason: claim.decisionReason,
    created_at: claim.createdAt.toISOString(),
    doctor: {
      id: doctor.id,
      name: displayName(`${doctor.firstName} ${doctor.lastName}`),
      slug: doctor.slug,
      status: doctor.verificationStatus,
      user_id: doctor.userId,
      registration_no: doctor.registrationNumber,
      speciality,
      city: doctor.city,
      current_sign_in: verifiedEmailOf(owner) ?? verifiedPhoneOf(owner),
    },
    claimant: {
      id: claimant.id,
      name: [claimant.firstName, claimant.lastName].filter(Boolean).join(' '),
      email: claimant.email,
      email_verified: claimant.emailVerifiedAt !== null,
      phone: claimant.phone ? `${claimant.countryCode ?? ''}${claimant.phone}` : null,
      phone_verified: claimant.phoneVerifiedAt !== null,
    },
    decisions,
  };
}

export async function searchClaims(db: Db, query: { status: ClaimTab; search?: string | undefined; page?: number | undefined }) {
  const search = searchOf(query.search);
  const page = query.page ?? 1;
  const counted = (status: ClaimTab) =>
    db
      .select({ n: count() })
      .from(claims)
      .innerJoin(doctors, eq(doctors.id, claims.doctorId))
      .innerJoin(users, eq(users.id, claims.userId))
      .where(and(eq(claims.status, status), search));
  const [rows, pending, approved, rejected]: [Row[], ...{ n: number }[][]] = await Promise.all([
    joined(db)
      .where(and(eq(claims.status, query.status), search))
      // Pending: oldest first (worked in order); decided: newest first.
      .orderBy(...(query.status === 'pending' ? [asc(claims.createdAt), asc(claims.id)] : [desc(claims.updatedAt), desc(claims.id)]))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    counted('pending'),
    counted('approved'),
    counted('rejected'),
  ]);
  const counts = { pending: pending[0]?.n ?? 0, approved: approved[0]?.n ?? 0, rejected: rejected[0]?.n ?? 0 };
  const decisions = await decisionsOf(db, 'claim', rows.map((row) => row.claim.id));
  const total = counts[query.status];
  return { items: rows.map((row) => toClaimItem(row, decisions.get(row.claim.id) ?? [])), counts, total, lastPage: pageCount(total, ADMIN_PAGE_SIZE) };
}

export async function claimDetail(db: Db, claimId: number): Promise<ClaimItem> {
  const [row] = await joined(db).where(eq(claims.id, claimId));
  if (!row) throw notFound(t('claim.notFound'));
  const decisions = await decisionsOf(db, 'claim', [claimId]);
  return toClaimItem(row, decisions.get(claimId) ?? []);
}
