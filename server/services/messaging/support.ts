import { eq } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import { supportRequests } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { now } from '../common/clock.ts';
import { sendThroughQueue } from './message-job.ts';
import type { MessagingDeps } from './send-message.ts';
import { verifiedContactOf } from './verified-contact.ts';

/**
 * POST /api/support: stores the request and acknowledges it to the
 * account's verified email, else its verified phone, through the job queue. The request is saved
 * either way; a delivery failure is retried by the queue.
 */
export async function submitSupportRequest(deps: MessagingDeps, userId: number, input: { subject: string; description: string }): Promise<{ id: number }> {
  const db = deps.database.db;
  const at = now();
  const [row] = await db
    .insert(supportRequests)
    .values({ userId, subject: input.subject, description: input.description, createdAt: at, updatedAt: at })
    .returning({ id: supportRequests.id });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  const to = verifiedContactOf(user);
  if (to) {
    await sendThroughQueue(deps, [
      {
        ...to,
        subject: t('support.mail.subject', { subject: input.subject }),
        body: t('support.mail.body', { name, subject: input.subject, description: input.description }),
      },
    ]);
  }
  return { id: row!.id };
}
