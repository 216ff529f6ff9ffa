import type { UserDetails } from '../../shared/schemas/auth.ts';

/** First and last name for the greeting 'Hello! {first name, or User} {last name}' (000 §2). */
export function greetingNames(user: Pick<UserDetails, 'first_name' | 'last_name'>, fallbackFirst: string) {
  return { first: user.first_name?.trim() || fallbackFirst, last: user.last_name?.trim() ?? '' };
}
