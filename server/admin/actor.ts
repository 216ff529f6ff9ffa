import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { actorOf, type AdminActor } from '../services/admin/decisions.ts';
import { UsageError } from './command.ts';

/** Removes `--name value` (or `--name=value`) from the arguments, wherever it is. */
export function takeOption(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === name) value = args[++i];
    else if (arg.startsWith(`${name}=`)) value = arg.slice(name.length + 1);
    else rest.push(arg);
  }
  return { value, rest };
}

/** `--as <email>`: the admin account the audit log names. */
export async function resolveActor(db: Db, email: string): Promise<AdminActor> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  if (!admin) throw new UsageError(`<command> … --as <email of an admin account> (no admin account has ${email})`);
  return actorOf(db, admin.id);
}
