import type { UserDetails } from '../../shared/schemas/auth.ts';

/** First and last name for the greeting 'Hello! {first name, or User} {last name}' (000 §2). */
export function greetingNames(user: Pick<UserDetails, 'first_name' | 'last_name'>, fallbackFirst: string) {
  return { first: user.first_name?.trim() || fallbackFirst, last: user.last_name?.trim() ?? '' };
}

/** Profile images are paths under the public media base unless already absolute. */
export function profileImageUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:image/')) return value;
  return `/media/${value.replace(/^\/+/, '')}`;
}
