import sanitizeHtml from 'sanitize-html';
import { DEFAULT_CITY, DEFAULT_LOCATION_SLUG } from '../../../src/shared/constants.ts';
import { capitalizeWords } from '../../../src/shared/format/display-name.ts';
import { slugify } from '../../../src/shared/format/slug.ts';

/** Fills {speciality}, {location} and the like; unknown placeholders stay as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Rich text the client renders with dangerouslySetInnerHTML: only headings,
 * paragraphs, lists, emphasis and plain links survive; scripts, event
 * handlers, styles and javascript: URLs are dropped here, on the server.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  });
}

/** A template with placeholders filled by escaped text, then sanitised. */
export const richText = (template: string | null | undefined, values: Record<string, string>) =>
  template ? sanitizeRichText(fill(template, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)])))) : '';

/** How a location slug or name reads in page copy; Dubai when there is none. */
export function locationName(location: string | null | undefined, gazetteerName?: string | null): string {
  if (gazetteerName) return gazetteerName;
  const slug = slugify(location ?? '');
  if (!slug || slug === DEFAULT_LOCATION_SLUG) return DEFAULT_CITY;
  return capitalizeWords(slug.replace(/[-_]+/g, ' '));
}

const PRACTITIONERS: Record<string, string> = {
  'general physician': 'General Physician',
  paediatrics: 'Paediatrician',
  pediatrics: 'Pediatrician',
  orthopaedics: 'Orthopaedic Surgeon',
  orthopedics: 'Orthopedic Surgeon',
  ent: 'ENT Specialist',
  dentistry: 'Dentist',
  psychiatry: 'Psychiatrist',
  physiotherapy: 'Physiotherapist',
  neurosurgery: 'Neurosurgeon',
  geriatrics: 'Geriatrician',
  'infectious diseases': 'Infectious Disease Specialist',
  'allergy and immunology': 'Allergist',
  'nutrition and dietetics': 'Dietitian',
  ayurveda: 'Ayurvedic Doctor',
  homeopathy: 'Homeopath',
  'emergency medicine': 'Emergency Medicine Specialist',
};

/** The practitioner a speciality names ("Cardiology" → "Cardiologist"), for doctor titles. */
export function practitioner(speciality: string): string {
  const name = speciality.trim();
  const known = PRACTITIONERS[name.toLowerCase()];
  if (known) return known;
  if (/ology$/i.test(name)) return `${name.slice(0, -1)}ist`;
  if (/ Surgery$/i.test(name)) return `${name.slice(0, -'ery'.length)}eon`;
  return `${name} Specialist`;
}

/** "Dr. Priya Sharma" style name: a leading "Dr." in the stored name is not doubled. */
export function doctorName(first: string, last: string): string {
  return capitalizeWords(`${first} ${last}`.replace(/_+/g, ' ').replace(/^\s*dr\.?\s+/i, ''));
}
