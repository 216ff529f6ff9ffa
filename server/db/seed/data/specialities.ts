import { specialitiesA } from './specialities-a.ts';
import { specialitiesB } from './specialities-b.ts';

/** The demo catalog, in display order (the first 10 are the home tiles). */
export const specialityDefs = [...specialitiesA, ...specialitiesB];

/** Every service name, in first-seen order, so ids are stable. */
export const serviceNames: string[] = [...new Set(specialityDefs.flatMap((s) => s.services))];

export const languageNames = [
  'English', 'Arabic', 'Hindi', 'Urdu', 'Malayalam', 'Tamil', 'Tagalog', 'Telugu', 'Bengali',
  'Marathi', 'Kannada', 'Gujarati', 'Punjabi', 'French', 'Farsi', 'Russian', 'German', 'Spanish',
] as const;
