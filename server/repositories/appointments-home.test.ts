import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The `appointments` table has one home (issue 38): server/repositories/appointments.ts. No service
 * imports its schema module (types included) or binds the table object under any path, so every
 * statement on the table stays in the repository.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVICES = path.join(ROOT, 'server/services');
const SCHEMA = path.join(ROOT, 'server/db/schema/appointments.ts');

/** Every module specifier of a file: static imports and re-exports (type-only too) and dynamic import(). */
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** An import or re-export that binds `appointments` itself (the table object), from wherever. */
const BINDS_TABLE = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?\{[^}]*\bappointments\b(?!\s*as\b)[^}]*\}\s*from\s*['"][^'"]+['"]|\{[^}]*\bappointments\s+as\s+\w+[^}]*\}\s*from\s*['"][^'"]+['"]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** What in `text` (the source of `file`) reaches the appointments table; empty when nothing does. */
function tableReaches(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2]!;
    if (specifier.startsWith('.') && path.resolve(path.dirname(file), specifier) === SCHEMA) found.push(`imports ${specifier}`);
  }
  if (BINDS_TABLE.test(text)) found.push('binds the appointments table object');
  return found;
}

describe('the appointments table', () => {
  it('is read and written only through server/repositories/appointments.ts: no service imports its schema', () => {
    const offenders = sources(SERVICES)
      .map((file) => ({ file: path.relative(ROOT, file), reaches: tableReaches(file, fs.readFileSync(file, 'utf8')) }))
      .filter((entry) => entry.reaches.length > 0);
    expect(offenders).toEqual([]);
  });

  it('catches an import of the schema, a type-only one and a re-export, and the table under another name (the check itself)', () => {
    const file = path.join(SERVICES, 'booking/example.ts');
    expect(tableReaches(file, "import { appointments } from '../../db/schema/appointments.ts';")).toHaveLength(2);
    expect(tableReaches(file, "import type { AppointmentRow } from '../../db/schema/appointments.ts';")).toEqual(['imports ../../db/schema/appointments.ts']);
    expect(tableReaches(file, "export { bookingStatuses } from '../../db/schema/appointments.ts';")).toEqual(['imports ../../db/schema/appointments.ts']);
    expect(tableReaches(file, "const s = await import('../../db/schema/appointments.ts');")).toEqual(['imports ../../db/schema/appointments.ts']);
    expect(tableReaches(file, "import { appointments as a } from './somewhere.ts';")).toEqual(['binds the appointments table object']);
    expect(tableReaches(file, "import { appointmentById, type AppointmentRow } from '../../repositories/appointments.ts';")).toEqual([]);
    // A module of the same name elsewhere is not the schema.
    expect(tableReaches(file, "import { reminderOf } from '../reminders/appointments.ts';")).toEqual([]);
  });
});
