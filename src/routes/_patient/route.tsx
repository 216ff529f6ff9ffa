import { createFileRoute } from '@tanstack/react-router';
import { requirePatient } from '../../lib/guards.ts';

/** Patient-only pages (001 §6): visitors go to /login, doctors to /doctor. */
export const Route = createFileRoute('/_patient')({
  beforeLoad: requirePatient,
});
