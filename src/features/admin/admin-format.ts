import { localizedDateFormat } from '../../shared/i18n/intl.ts';
const dateTime = localizedDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** A decision's or submission's moment, in the admin's own time zone. */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

/** Strips empty parts: 'Dubai, United Arab Emirates'. */
export const joinParts = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(', ');

/** 'https://www.openstreetmap.org/?mlat=…' for a pin the admin can open. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
