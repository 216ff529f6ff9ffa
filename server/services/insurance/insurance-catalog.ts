import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insuranceNetworks, insurers } from '../../db/schema/insurance.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { Locale } from '../../../src/shared/i18n/locale.ts';
import { slugify } from '../../../src/shared/format/slug.ts';
import type { AddInsurerBody, AddNetworkBody, Insurer, InsurerCountry } from '../../../src/shared/schemas/insurance.ts';
import { conflict, notFound } from '../../errors.ts';
import { localeNow } from '../common/locale-context.ts';

/**
 * The insurance catalog (issue 41): insurers and their networks, named in the reader's language from
 * the row's own translation (see migration 0024 for why the rows carry them), in the catalog team's
 * order. Only the verification console adds entries; nothing here takes a doctor's typing.
 */
type Named = { name: string; nameAr: string; nameHi: string };
export const nameIn = (row: Named, locale: Locale) => (locale === 'ar' ? row.nameAr : locale === 'hi' ? row.nameHi : row.name);

export async function loadInsurers(db: Db, locale: Locale = localeNow()): Promise<Insurer[]> {
  const [insurerRows, networkRows] = await Promise.all([
    db.select().from(insurers).orderBy(asc(insurers.country), asc(insurers.sortOrder), asc(insurers.name)),
    db.select().from(insuranceNetworks).orderBy(asc(insuranceNetworks.sortOrder), asc(insuranceNetworks.name)),
  ]);
  return insurerRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    country: row.country as InsurerCountry,
    name: nameIn(row, locale),
    networks: networkRows.filter((n) => n.insurerId === row.id).map((n) => ({ id: n.id, slug: n.slug, name: nameIn(n, locale) })),
  }));
}

/** POST /api/admin/insurers: a new insurer, last in its country's list; 409 when its name (or slug) is taken. */
export async function addInsurer(db: Db, body: AddInsurerBody): Promise<{ id: number; slug: string }> {
  const [added] = await db
    .insert(insurers)
    .values({ slug: slugify(body.name), country: body.country, name: body.name, nameAr: body.name_ar, nameHi: body.name_hi, sortOrder: 1000 })
    .onConflictDoNothing()
    .returning({ id: insurers.id, slug: insurers.slug });
  if (!added) throw conflict(t('admin.insurance.insurerExists'));
  return added;
}

/** POST /api/admin/insurers/:id/networks: a network's slug names its insurer, so "Gold" of two insurers never collide. */
export async function addNetwork(db: Db, insurerId: number, body: AddNetworkBody): Promise<{ id: number; slug: string }> {
  const [owner] = await db.select({ slug: insurers.slug }).from(insurers).where(eq(insurers.id, insurerId));
  if (!owner) throw notFound(t('admin.insurance.insurerNotFound'));
  const own = slugify(body.name);
  const slug = own.startsWith(owner.slug) ? own : `${owner.slug}-${own}`;
  const [added] = await db
    .insert(insuranceNetworks)
    .values({ insurerId, slug, name: body.name, nameAr: body.name_ar, nameHi: body.name_hi, sortOrder: 1000 })
    .onConflictDoNothing()
    .returning({ id: insuranceNetworks.id, slug: insuranceNetworks.slug });
  if (!added) throw conflict(t('admin.insurance.networkExists'));
  return added;
}
