import { useOfflineReplay } from '../use-offline-replay.ts';

/**
 * Runs the offline queue's replay (at start, on `online`, when a backoff ends). A component,
 * so the root can load it (and Dexie with it) beside the page instead of in the first chunk.
 */
export function OfflineAgent() {
  useOfflineReplay();
  return null;
}
