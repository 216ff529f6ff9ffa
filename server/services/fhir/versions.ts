/**
 * meta.versionId (issue 39). Every write to a row we serve sets its updated_at, which is already the
 * resource's meta.lastUpdated: the instant in milliseconds is therefore a version that changes with
 * each change, with no counter column to keep in step on every write path.
 */
import type { Resource } from './resources.ts';

type Meta = { versionId?: string; lastUpdated?: string };

export function versioned<T extends Resource>(resource: T): T {
  const meta = resource.meta as Meta | undefined;
  if (!meta?.lastUpdated || meta.versionId) return resource;
  const at = Date.parse(meta.lastUpdated);
  return Number.isNaN(at) ? resource : { ...resource, meta: { versionId: String(at), ...meta } };
}

export function versionOf(resource: Resource): { versionId: string; lastUpdated: Date } | null {
  const meta = resource.meta as Meta | undefined;
  return meta?.versionId && meta.lastUpdated ? { versionId: meta.versionId, lastUpdated: new Date(meta.lastUpdated) } : null;
}
