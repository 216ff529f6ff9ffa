import type { MessagingDeps } from '../messaging/send-message.ts';

/**
 * What jobs need: messaging, and the key the one-tap links are signed with. A Fastify app fits as is.
 * Its own file, below the runner and the handlers (reminders), so a handler's type import does not
 * close a circle through run-jobs.ts.
 */
export interface JobDeps extends MessagingDeps {
  otpSecret: () => Promise<Buffer>;
}
