import type { Signal } from '../../shared/schemas/consultation.ts';

/**
 * The signalling cursor: the seq of the last signal handled. A poll may repeat
 * signals (a retried request) or, in theory, return them out of order; each is
 * handled once, in seq order, and the cursor never moves back.
 */
export function freshSignals(cursor: number, signals: readonly Signal[]): Signal[] {
  const seen = new Set<number>();
  return signals
    .filter((signal) => signal.seq > cursor && !seen.has(signal.seq) && seen.add(signal.seq))
    .sort((a, b) => a.seq - b.seq);
}

export const advanceCursor = (cursor: number, signal: Pick<Signal, 'seq'>) => Math.max(cursor, signal.seq);
