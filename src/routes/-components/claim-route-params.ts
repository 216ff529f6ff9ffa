import { notFound } from '@tanstack/react-router';

// Apart from claim-page.tsx: the route definitions (in the shell's first chunk) need this, not the page.
/** The {doctorId} of both claim routes: a positive integer, else the not-found page. */
export const claimRouteParams = {
  parse: (params: { doctorId: string }) => {
    const doctorId = Number(params.doctorId);
    if (!Number.isInteger(doctorId) || doctorId <= 0) throw notFound();
    return { doctorId: String(doctorId) };
  },
};
