import type { FileStore } from '../services/files/file-store.ts';
import type { Db } from '../db/client.ts';
import type { MessagingDeps } from '../services/messaging/send-message.ts';
import type { AdminActor } from '../services/admin/decisions.ts';

/** What every admin command gets: the database, messaging and an output line writer. */
export interface AdminContext {
  db: Db;
  /** For sendMessage and the services that notify people. */
  deps: MessagingDeps & { publicUrl: string; fileStore: FileStore };
  print(line?: string): void;
  /** Who the audit log names for this run's decisions. */
  actor: AdminActor;
}

export interface AdminCommand {
  /** One line: arguments and options, e.g. 'reject-claim <id> --reason "…"'. */
  usage: string;
  summary: string;
  /** `args` are the words after the command name. Throw to fail (the message is printed, exit code 1). */
  run(context: AdminContext, args: string[]): Promise<void>;
}

/** A file of commands (claims.ts, doctors.ts …): command name → command. */
export type CommandGroup = Record<string, AdminCommand>;

/** A positive integer argument, or a thrown usage error. */
export function idArgument(value: string | undefined, usage: string): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0) throw new UsageError(usage);
  return id;
}

export class UsageError extends Error {
  constructor(usage: string) {
    super(`usage: npm run admin -- ${usage}`);
    this.name = 'UsageError';
  }
}
