import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named (server-side prepared) statements for node-postgres, without naming
 * them at each call site.
 *
 * Planning is most of what our hot reads cost: the doctor-detail statement
 * plans in ~3.5 ms and runs in ~1 ms at 100 000 doctors. node-postgres sends
 * every query unnamed, so PostgreSQL parses and plans it again each time. A
 * named statement is parsed once per connection; after five executions
 * PostgreSQL keeps a generic plan when it costs no more than the custom ones
 * (plan_cache_mode auto), so a repeated query is only bound and run.
 *
 * The name is a hash of the text, so one text always gets one name and two
 * texts never share one (node-postgres refuses that). Every connection keeps
 * the statements it has prepared until it closes, so the number of distinct
 * texts is capped per process: query texts come from code (values are
 * always parameters) and the listing's filter combinations are the only
 * family that varies, but a cap keeps a flood of combinations from growing
 * each backend's plan cache without bound. Past the cap, new texts are sent
 * unnamed as before.
 */
export const MAX_PREPARED_STATEMENTS = 500;

/** Statements PostgreSQL can prepare and that are worth it; not BEGIN/COMMIT/SET/DDL (migrations). */
const PREPARABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();

/** The statement name for this text, or undefined past the cap or for texts not worth preparing. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_PREPARED_STATEMENTS || !PREPARABLE.test(text)) return undefined;
  const name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

/** Distinct texts named so far in this process (for tests and diagnostics). */
export const preparedStatementCount = () => names.size;

/**
 * Forgets the names (tests only): the API test files share a process, each with its own database
 * and connections, and one file's texts must not spend the next file's budget. A name is a hash of
 * its text, so a text named again gets the same name.
 */
export const resetStatementNames = () => names.clear();

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  [key: string]: unknown;
}

const isConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfigLike).text === 'string';

/** A pg.Client that names every preparable statement sent as a query config (how Drizzle sends them). */
export class AutoPrepareClient extends pg.Client {
  // pg's overloads cannot be re-declared one by one here; the arguments pass through unchanged but for `name`.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (isConfig(config) && config.name === undefined) {
      const name = statementName(config.text as string);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
