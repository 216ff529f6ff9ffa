import { parseArgs } from 'node:util';
import { approveClaim, listClaims, rejectClaim } from '../services/admin/claims-admin.ts';
import { fileLocation } from './file-location.ts';
import { idArgument, UsageError, type CommandGroup } from './command.ts';

/** Claim and reclaim requests (001 §2): list, approve, reject. */
export const claimCommands: CommandGroup = {
  claims: {
    usage: 'claims [--status pending|approved|rejected]',
    summary: 'List claim requests (pending by default), with the proof files to check.',
    async run(context, args) {
      const { values } = parseArgs({ args, options: { status: { type: 'string', default: 'pending' } } });
      const status = values.status;
      if (status !== 'pending' && status !== 'approved' && status !== 'rejected') throw new UsageError(this.usage);
      const rows = await listClaims(context.deps, status);
      if (!rows.length) {
        context.print(`No ${status} claims.`);
        return;
      }
      for (const { claim, doctor, claimant } of rows) {
        const mark = (verified: boolean) => (verified ? 'verified' : 'unverified');
        context.print(`#${claim.id}  ${claim.claimType}  ${claim.createdAt.toISOString()}  ${claim.status}`);
        context.print(`  doctor   ${doctor.id} ${doctor.name} (${doctor.slug}), ${doctor.status}${doctor.userId ? `, owned by user ${doctor.userId}` : ', no account'}`);
        context.print(`  claimant user ${claimant.id} ${claimant.name || '(no name)'}; as ${claim.firstName} ${claim.lastName}`);
        if (claimant.email) context.print(`           email ${claimant.email} (${mark(claimant.emailVerified)})`);
        if (claimant.phone) context.print(`           phone ${claimant.phone} (${mark(claimant.phoneVerified)})`);
        context.print(`  licence  ${claim.licenseProofNumber}  ${fileLocation(context.deps.config, claim.licenseProofPath)}`);
        context.print(`  photo ID ${claim.idProofNumber}  ${fileLocation(context.deps.config, claim.identityProofPath)}`);
        if (claim.decisionReason) context.print(`  reason   ${claim.decisionReason}`);
      }
    },
  },
  'approve-claim': {
    usage: 'approve-claim <id>',
    summary: "Approve: the claimant's verified email/phone becomes the doctor's sign-in, the profile is verified.",
    async run(context, args) {
      const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
      const id = idArgument(positionals[0], this.usage);
      const { doctorUserId, identifier } = await approveClaim(context.deps, id, context.actor);
      context.print(`Claim ${id} approved: doctor account ${doctorUserId} signs in with ${identifier}. The claimant was notified.`);
    },
  },
  'reject-claim': {
    usage: 'reject-claim <id> --reason "…"',
    summary: 'Reject with a reason; the claimant is told the reason.',
    async run(context, args) {
      const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { reason: { type: 'string' } } });
      const id = idArgument(positionals[0], this.usage);
      if (!values.reason?.trim()) throw new UsageError(this.usage);
      await rejectClaim(context.deps, id, values.reason, context.actor);
      context.print(`Claim ${id} rejected. The claimant was notified.`);
    },
  },
};
