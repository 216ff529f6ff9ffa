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
