import { DEFAULT_LOCATION_SLUG } from '../constants.ts';

/**
 * The slug rule of spec 000 §2 ("Location slug"), for every slug the product makes (cities,
 * doctors, specialities, services, listing URLs), on the server and in the browser: accents
 * folded to ASCII first ('Zürich' → 'zurich', 'Muzayri‘' → 'muzayri'), then lowercased and
 * trimmed, spaces to hyphens, non-word characters removed, repeated hyphens collapsed, edge
 * hyphens stripped.
 */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The location segment of listing URLs: the slug of the address or city; nothing left means default-location. */
export function locationSlug(address: string | null | undefined): string {
  return slugify(address) || DEFAULT_LOCATION_SLUG;
}

/** The readable city of a location slug ("new-delhi" → "New Delhi"); null for default-location. */
export function locationFromSlug(slug: string): string | null {
  if (!slug || slug === DEFAULT_LOCATION_SLUG) return null;
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
