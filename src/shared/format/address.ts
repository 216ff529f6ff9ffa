/**
 * The one rule for writing an address (issue 38): the parts that have text, trimmed, in the order given
 * (name, street, street 2, city, state, postal code, country), and a part equal to the one before it left
 * out, so a state named like its city ('Dubai, Dubai') reads once. Mails, calendar files, the console,
 * the doctor's booking list, My Bookings, the listing card and the profile page all write it this way.
 */
export function addressParts(parts: ReadonlyArray<string | null | undefined>): string[] {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .filter((part, i, all) => i === 0 || part.toLowerCase() !== all[i - 1]!.toLowerCase());
}

export const addressLine = (parts: ReadonlyArray<string | null | undefined>): string => addressParts(parts).join(', ');
