/**
 * How a reviewer appears in public (DESIGN §4): first name and the initial of
 * the last name, "Aisha K.". A full name on a health review says too much
 * about who sees which doctor.
 */
export function publicReviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!;
  if (words.length === 1) return first;
  const initial = Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase();
  return `${first} ${initial}.`;
}
