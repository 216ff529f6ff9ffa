import type { QueryClient } from '@tanstack/react-query';
import type { Session } from './session.ts';

/**
 * What every route's loader and beforeLoad receive. `session` is the render-time snapshot;
 * guards read getSession() instead so they see a sign-in made just before navigating.
 */
export interface RouterContext {
  queryClient: QueryClient;
  session: Session | null;
}
