import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FileStore } from '../../services/files/file-store.ts';
import type { Exec } from './bulk.ts';

/**
 * The demo doctor accounts' licence and photo ID proofs. A real doctor has
 * them on file from registration or an approved claim, and Professional Info
 * asks for both numbers on every save: without them the demo doctors could
 * not save that section at all.
 */

/** A minimal one-page PDF: what the proof link opens. */
const DEMO_PROOF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Where uploads.ts keeps doctors' proofs (DATA_DIR/uploads/private/doctor-documents). */
const AREA = 'doctor-documents';

/** A stored name of the shape storeFile makes (32 hex digits), the same on every run. */
const fileName = (doctorId: number, kind: string) => `${createHash('md5').update(`demo-${kind}-${doctorId}`).digest('hex')}.pdf`;

/**
 * Writes both documents of each doctor. With `files` (the server's file store)
 * the proof files are stored there too; without it only the numbers are kept,
 * and the doctor can upload the files later.
 */
export async function insertDemoDocuments(db: Exec, doctorIds: number[], now: Date, files?: FileStore): Promise<void> {
  for (const doctorId of doctorIds) {
    for (const [kind, prefix] of [['license_proof', 'LIC'], ['id_proof', 'ID']] as const) {
      const name = fileName(doctorId, kind);
      if (files) await files.put(`private/${AREA}/${name}`, DEMO_PROOF, 'application/pdf');
      const stored = files ? `${AREA}/${name}` : null;
      await db.execute(sql`
        insert into doctor_documents (doctor_id, document_description, document_number, document_path, mime_type, created_at, updated_at)
        values (${doctorId}, ${kind}, ${`DEMO-${prefix}-${String(doctorId).padStart(5, '0')}`}, ${stored}, ${stored ? 'application/pdf' : null}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (doctor_id, document_description) do nothing`);
    }
  }
}
