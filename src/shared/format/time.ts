const twelveHour = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/**
 * A slot time in 12-hour en-US form (000 §9): '14:30' or '14:30:00' → '2:30 PM'.
 * Newer ICU puts a narrow no-break space before AM/PM; a plain space keeps the
 * text identical across browsers and Node.
 */
export function formatTime12(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  const date = new Date(Date.UTC(1970, 0, 1, hours, minutes));
  return twelveHour.format(date).replace(/[\u202f\u00a0]/g, ' ');
}
