/**
 * Every kind of durable job and the domain handler that runs it: the worker's registry. It lives
 * above the domains (no domain folder), so the queue in jobs/ knows none of them and messaging and
 * reminders depend on jobs/, never the other way (issue 38).
 */
import type { JobDeps, JobHandlers } from './jobs/run-jobs.ts';
import { MESSAGE_JOB, messageJobHandler } from './messaging/message-job.ts';
import { runDoctorSummaryJob } from './reminders/doctor-summary.ts';
import { runReminderJob } from './reminders/reminder-job.ts';
import { DOCTOR_SUMMARY_JOB, REMINDER_JOB } from './reminders/reminder-schedule.ts';

export const jobHandlers: JobHandlers<JobDeps> = {
  [MESSAGE_JOB]: messageJobHandler,
  [REMINDER_JOB]: { run: runReminderJob },
  [DOCTOR_SUMMARY_JOB]: { run: runDoctorSummaryJob },
};
