import { DEFAULT_LOCATION_SLUG } from '../constants.ts';

/**
 * The location segment of listing URLs (000 §2 "Location slug"): lowercased and trimmed,
 * spaces to hyphens, non-word characters removed, repeated hyphens collapsed, edge
 * hyphens stripped; nothing left means default-location.
 */
export function locationSlug(address: string | null | undefined): string {
  const slug = (address ?? '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || DEFAULT_LOCATION_SLUG;
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
