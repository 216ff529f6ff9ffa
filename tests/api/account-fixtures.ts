/**
 * Fixtures shared by the patient account API tests (not a test file):
 * bookings inserted directly (any status, past or future), tiny real PNGs
 * and multipart bodies. The booking world and the clock come from
 * booking-fixtures.ts (Monday 2030-01-07 06:00 UTC = 10:00 in Dubai).
 */
import { deflateSync } from 'node:zlib';
import type { Database } from '../../server/db/client.ts';
import { appointments } from '../../server/db/schema/appointments.ts';
import { localNow } from '../../src/shared/slots/zoned-time.ts';

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

export interface BookingSpec {
  doctorId: number;
  patientId: number;
  startsAt: Date;
  /** Minutes; 30 by default. */
  duration?: number;
  type?: 'online' | 'offline';
  clinicId?: number | null;
  status?: 'confirmed' | 'ongoing' | 'cancelled' | 'completed' | 'no_show';
  timeZone?: string;
  name?: string;
  email?: string;
}

/** A booking row as add-appointment would leave it, at any instant and in any status. */
export async function insertBooking(database: Database, spec: BookingSpec): Promise<number> {
  const timeZone = spec.timeZone ?? 'Asia/Dubai';
  const duration = spec.duration ?? 30;
  const local = localNow(spec.startsAt, timeZone);
  const type = spec.type ?? (spec.clinicId ? 'offline' : 'online');
  const [row] = await database.db
    .insert(appointments)
    .values({
      doctorId: spec.doctorId,
      patientId: spec.patientId,
      clinicId: spec.clinicId ?? null,
      appointmentType: type,
      appointmentDate: local.date,
      appointmentTime: `${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:${String(local.minutes % 60).padStart(2, '0')}`,
      duration,
      timeZone,
      startsAt: spec.startsAt,
      endsAt: new Date(spec.startsAt.getTime() + duration * 60_000),
      bookingStatus: spec.status ?? 'confirmed',
      name: spec.name ?? 'Sara Ali',
      email: spec.email ?? 'sara@patient.test',
      phone: '501234567',
      description: 'Persistent headache for a week',
      consultationFees: type === 'online' ? 500 : 800,
      appointmentLink: type === 'online' ? 'https://medbook.test/consult/abc' : null,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid RGB PNG of the given size (black pixels). */
export function pngBytes(width = 1, height = 1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height); // each row: filter byte 0 + pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest file a PDF reader (and file-type) recognises. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A shell script dressed up as an image. */
export const scriptBytes = () => Buffer.from('#!/bin/sh\necho "not an image"\nrm -rf /tmp/nothing\n');

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body for app.inject({ payload }) (light-my-request sets the boundary). */
export function formData(fields: Record<string, string | number>, files: Record<string, FilePart> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const [key, file] of Object.entries(files)) {
    form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}
