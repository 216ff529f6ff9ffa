import { createFileRoute } from '@tanstack/react-router';
import { requireGuest } from '../../lib/guards.ts';

/** /login, /doctor-login and /doctor-registration are for visitors who are not signed in (001 §6). */
export const Route = createFileRoute('/_guest')({
  beforeLoad: requireGuest,
});
