/** Capitalises the first letter of every word and collapses runs of spaces. */
export function capitalizeWords(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A doctor's display name (000 §2): underscores become spaces, each word capitalised. */
export function displayName(name: string | null | undefined): string {
  if (!name) return '';
  return capitalizeWords(name.replace(/_+/g, ' '));
}

/**
 * A full name typed once ('Ravi Kumar Sharma') as an account's first and last name (issue 38: one rule for
 * the booking form's saved name, on the server and in the app's session, and for a social sign-in's name):
 * the first word, and the rest (null when there is none). Blank: both null.
 */
export function splitFullName(fullName: string | null | undefined): { first: string | null; last: string | null } {
  const [first, ...rest] = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { first: first ?? null, last: rest.join(' ') || null };
}
