/**
 * The location-slug rule of spec 000 §2, with accents folded to ASCII first so
 * "Muzayri‘" and "Zürich" give plain slugs: lowercase, trim, spaces to
 * hyphens, drop non-word characters, collapse hyphens, strip edge hyphens.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
