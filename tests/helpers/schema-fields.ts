import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../src/shared/schemas');

/**
 * Every key of every zod object in src/shared/schemas, found through wrappers (optional, pipe, …):
 * the field names the walkers over every route send (edge-input.test.ts, validation-messages.test.ts),
 * so a new field is covered without touching them.
 */
export async function schemaFields(): Promise<string[]> {
  const files = fs.readdirSync(SCHEMAS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((file) => import(path.join(SCHEMAS_DIR, file)) as Promise<Record<string, unknown>>));
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown, depth: number) => {
    if (!(schema instanceof z.ZodType) || seen.has(schema) || depth > 6) return;
    seen.add(schema);
    const def = (schema as unknown as { def: Record<string, unknown> }).def;
    if (schema instanceof z.ZodObject) {
      for (const [key, child] of Object.entries(schema.shape as Record<string, unknown>)) {
        keys.add(key);
        visit(child, depth + 1);
      }
    }
    for (const name of ['innerType', 'in', 'out', 'schema', 'element', 'left', 'right']) visit(def[name], depth + 1);
    for (const option of (def.options as unknown[] | undefined) ?? []) visit(option, depth + 1);
  };
  for (const module of modules) for (const value of Object.values(module)) visit(value, 0);
  return [...keys].sort();
}

export interface AppRoute {
  method: string;
  url: string;
}

/** An onRoute hook for createTestApp that lists every route the app registers (HEAD and OPTIONS aside). */
export function collectRoutes(routes: AppRoute[]) {
  return (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
  };
}
