import { parseArgs } from 'node:util';
import { listDoctorsByStatus, rejectDoctor, verifyDoctor, type VerificationStatus } from '../services/admin/doctor-registration-admin.ts';
import { fileLocation } from './file-location.ts';
import { UsageError, type CommandGroup } from './command.ts';

const STATUSES: readonly VerificationStatus[] = ['pending', 'verified', 'rejected', 'unverified'];

/** Doctor registrations (001 §1: doctors verify themselves with a licence and a photo ID): list, verify, reject. */
export const doctorCommands: CommandGroup = {
  doctors: {
    usage: 'doctors [--pending | --status pending|verified|rejected|unverified]',
    summary: 'List doctor registrations (pending by default) with their licence and photo ID files to check.',
    async run(context, args) {
      const { values } = parseArgs({ args, options: { pending: { type: 'boolean' }, status: { type: 'string' } } });
      const status = (values.pending ? 'pending' : (values.status ?? 'pending')) as VerificationStatus;
      if (!STATUSES.includes(status)) throw new UsageError(this.usage);
      const rows = await listDoctorsByStatus(context.deps, status);
      if (!rows.length) {
        context.print(`No ${status} doctors.`);
        return;
      }
      for (const { doctor, account, documents } of rows) {
        context.print(`#${doctor.id}  ${doctor.firstName} ${doctor.lastName} (${doctor.slug})  ${doctor.verificationStatus}  updated ${doctor.updatedAt.toISOString()}`);
        const contact = [account?.email, account?.phone ? `${account.countryCode ?? ''}${account.phone}` : null].filter(Boolean).join(', ');
        context.print(`  account  ${account ? `user ${account.id} ${contact}` : 'none'}`);
        context.print(`  practice ${[doctor.city, doctor.state, doctor.country].filter(Boolean).join(', ') || '-'}; registration no. ${doctor.registrationNumber ?? '-'}; ${doctor.experienceYears} years`);
        for (const doc of documents) {
          const file = doc.path ? fileLocation(context.deps.config, doc.path) : '(no file)';
          context.print(`  ${doc.kind === 'license_proof' ? 'licence ' : 'photo ID'} ${doc.number}  ${file}`);
        }
        if (doctor.verificationNote) context.print(`  note     ${doctor.verificationNote}`);
      }
    },
  },
  'verify-doctor': {
    usage: 'verify-doctor <id|email>',
    summary: 'Verify a registered doctor: they can sign in and be booked; they are notified.',
    async run(context, args) {
      const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
      if (!positionals[0]) throw new UsageError(this.usage);
      const { doctorId, notified } = await verifyDoctor(context.deps, positionals[0], { actor: context.actor });
      context.print(`Doctor ${doctorId} verified.${notified ? ` Notified ${notified}.` : ' No contact to notify.'}`);
    },
  },
  'reject-doctor': {
    usage: 'reject-doctor <id|email> --reason "…"',
    summary: 'Reject a registration with a reason; the doctor is told the reason.',
    async run(context, args) {
      const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { reason: { type: 'string' } } });
      if (!positionals[0] || !values.reason?.trim()) throw new UsageError(this.usage);
      const { doctorId, notified } = await rejectDoctor(context.deps, positionals[0], values.reason, { actor: context.actor });
      context.print(`Doctor ${doctorId} rejected.${notified ? ` Notified ${notified}.` : ' No contact to notify.'}`);
    },
  },
};
