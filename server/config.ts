import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { OTP_MAX_SENDS_PER_HOUR, OTP_RESEND_SECONDS } from '../src/shared/constants.ts';
import { iceServers, type IceServer } from '../src/shared/schemas/consultation.ts';
import { parseSmartClients, type SmartClient } from './services/smart/clients.ts';

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /**
   * PostgreSQL: the longest one statement of the server may run (issue 36: one request must not hold
   * the database for everyone). 0 turns it off. Migrations run without it.
   */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** The site's public address (https://medbook.example): every absolute link. Required in production. */
  PUBLIC_URL: z.string().optional(),
  /**
   * Which hops may set X-Forwarded-For/-Host/-Proto: unset (default) trusts none; a hop count ('1')
   * or a comma-separated list of addresses and CIDRs ('127.0.0.1,10.0.0.0/8'), as Fastify's trustProxy.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Browser origins allowed to call the authenticated FHIR API (Appointment, with a Bearer token)
   * cross-origin: a comma-separated list such as 'https://app.example,https://ehr.example'. Unset: none.
   * The public directory and the SMART feed are open to every origin.
   */
  FHIR_CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  /** Key for hashing one-time codes; generated once and kept in the database when unset. */
  OTP_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('MedBook <no-reply@medbook.example>'),
  SMS_PROVIDER: z.enum(['twilio', 'log']).optional(),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  /** WhatsApp beside SMS: 'twilio' sends through Twilio's WhatsApp sender (SMS_ACCOUNT_SID/SMS_AUTH_TOKEN, WHATSAPP_FROM). */
  WHATSAPP_PROVIDER: z.enum(['twilio', 'log']).optional(),
  WHATSAPP_FROM: z.string().optional(),
  /** Booking reminders (24 h and 2 h before): on by default in demo mode, off elsewhere unless 'on'. */
  REMINDERS: z.enum(['on', 'off']).optional(),
  /** How often each process looks for due jobs (messages, reminders, summaries). */
  JOB_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  GEOCODER: z.enum(['gazetteer', 'nominatim', 'google']).default('gazetteer'),
  GOOGLE_MAPS_KEY: z.string().optional(),
  /** API and FHIR calls per client address a minute (the server renderer's own calls are not counted). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /**
   * Server-rendered pages (home, listings, doctor pages, about, legal; every language) per client address
   * a minute (issue 40): one page costs the server dozens of API reads. 120: two a second for a minute is
   * more than a person (or an office behind one address) opens, and lets a polite crawler through; past
   * it, a 429 page with Retry-After. Files, the API and the browser-rendered app pages are not counted.
   */
  PAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /** Code requests (send-otp, send-doctor-otp) per client IP per hour. */
  OTP_SEND_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Codes per identifier per hour (the product's 5). The e2e server raises it: its specs sign the
   * same demo accounts in on two viewports and with retries, which a real person never does.
   */
  OTP_SENDS_PER_HOUR: z.coerce.number().int().min(1).default(OTP_MAX_SENDS_PER_HOUR),
  /** redis://…: rate limits shared by every process (each process counts alone without it). */
  REDIS_URL: z.string().optional(),
  /** Prefix of this installation's keys in Redis. */
  REDIS_PREFIX: z.string().max(100).default('medbook:'),
  /** Where uploads go: disk (DATA_DIR/uploads), database (stored_files) or s3; chosen from the other settings when unset. */
  FILE_STORE: z.enum(['disk', 'database', 's3']).optional(),
  /** An S3-compatible bucket for uploads (with the key pair below); S3_ENDPOINT for non-AWS servers. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  /**
   * '1' opens the test helpers POST /api/dev/clock (end-to-end tests move the server's clock) and
   * POST /api/dev/sign-in (a session without the code ceremony); ignored in production.
   */
  ALLOW_TEST_CLOCK: z.string().optional(),
  /**
   * Tests only: the gap between two codes to one address (the product's 45 s). Refused with
   * NODE_ENV=production, so no deployment can shorten it; the e2e server sets it so no test
   * sleeps the gap out.
   */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /**
   * STUN/TURN servers for video consultations: a JSON array of RTCIceServer
   * ('[{"urls":"stun:stun.example.org:3478"}]'). Empty by default: on one network
   * (or one machine) the browsers' host candidates connect without them.
   */
  ICE_SERVERS: z.string().optional(),
  /** SMART App Launch clients (issue 39): a JSON list of {client_id, name, redirect_uris}; see services/smart/clients.ts. */
  SMART_CLIENTS: z.string().optional(),
});

export type Config = z.infer<typeof schema> & {
  /** FHIR_CORS_ORIGINS, parsed: exact origins (scheme://host[:port]). */
  fhirCorsOrigins: string[];
  dataDir: string;
  isProduction: boolean;
  /** Messages go to the outbox log and /api/dev/outbox instead of real transports. */
  demoOutbox: boolean;
  /** Reminders go out (REMINDERS, else on in demo mode). */
  reminders: boolean;
  /** A WhatsApp transport is there (WHATSAPP_PROVIDER, or the demo outbox). */
  whatsapp: boolean;
  /** POST /api/dev/clock and /api/dev/sign-in are registered: never in production, and only when ALLOW_TEST_CLOCK=1. */
  testClock: boolean;
  /** Seconds between two codes to one address: OTP_RESEND_SECONDS of the constants, or the test setting. */
  otpResendSeconds: number;
  /** TRUST_PROXY, parsed for Fastify's `trustProxy` option. */
  trustProxy: false | number | string[];
  /** ICE_SERVERS, parsed. */
  iceServers: IceServer[];
  /** SMART_CLIENTS, parsed: the health apps patients may authorise (issue 39). */
  smartClients: SmartClient[];
  /** FILE_STORE, or s3 with S3_BUCKET, database with DATABASE_URL, disk otherwise. */
  fileStore: 'disk' | 'database' | 's3';
  /** Tests only: a shorter signalling long-poll (CONSULT_POLL_WAIT_MS otherwise). */
  consultPollWaitMs?: number;
  /** Tests only: the waitlist sweep's period (WAITLIST_SWEEP_SECONDS otherwise); 0 turns it off. */
  waitlistSweepMs?: number;
  /** Tests only: URLs per sitemap file (SITEMAP_MAX_URLS, the protocol's 50 000, otherwise), to see the split with a few doctors. */
  sitemapMaxUrls?: number;
};

function parseIceServers(raw: string | undefined): IceServer[] {
  if (!raw?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('ICE_SERVERS must be a JSON array of RTCIceServer objects');
  }
  const result = iceServers.safeParse(value);
  if (!result.success) throw new Error(`ICE_SERVERS is not a valid RTCIceServer list: ${result.error.issues[0]?.message ?? ''}`);
  return result.data;
}

/**
 * TRUST_PROXY → Fastify's trustProxy. Off by default: a forwarded header from a client that is not a
 * configured proxy would otherwise choose its own rate-limit bucket and the host of our links.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 100) throw new Error(`TRUST_PROXY must be a hop count (0-100) or a list of addresses/CIDRs, got "${value}"`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits);
    if (!family || badBits || rest.length) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR (use a hop count like 1, or addresses like 127.0.0.1,10.0.0.0/8)`);
    }
  }
  return entries;
}

/** FHIR_CORS_ORIGINS → exact origins; a path, a wildcard or a typo stops the start, rather than opening or closing the API silently. */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const entry of entries) {
    let origin: string | null;
    try {
      const url = new URL(entry);
      origin = (url.protocol === 'http:' || url.protocol === 'https:') && !entry.includes('*') ? url.origin : null;
    } catch {
      origin = null;
    }
    if (origin !== entry) throw new Error(`FHIR_CORS_ORIGINS: "${entry}" is not an origin (use a comma-separated list like https://app.example,https://ehr.example)`);
  }
  return entries;
}

/** PUBLIC_URL without its trailing slashes; an http(s) origin (a path prefix is kept). */
function parsePublicUrl(raw: string | undefined, isProduction: boolean): string | undefined {
  const value = raw?.trim().replace(/\/+$/, '');
  if (!value) {
    if (isProduction) {
      throw new Error('PUBLIC_URL is required in production (NODE_ENV=production): set it to the site\'s public address, e.g. PUBLIC_URL=https://medbook.example, so links never come from request headers');
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://medbook.example, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://medbook.example, got "${value}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.parse(env);
  const isProduction = parsed.NODE_ENV === 'production';
  const demoOutbox = !isProduction && !parsed.SMTP_URL && !parsed.SMS_PROVIDER && !parsed.WHATSAPP_PROVIDER;
  const config: Config = {
    ...parsed,
    PUBLIC_URL: parsePublicUrl(parsed.PUBLIC_URL, isProduction),
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    fhirCorsOrigins: parseCorsOrigins(parsed.FHIR_CORS_ORIGINS),
    dataDir: path.resolve(parsed.DATA_DIR),
    isProduction,
    demoOutbox,
    reminders: parsed.REMINDERS ? parsed.REMINDERS === 'on' : demoOutbox,
    whatsapp: demoOutbox || Boolean(parsed.WHATSAPP_PROVIDER),
    testClock: !isProduction && parsed.ALLOW_TEST_CLOCK === '1',
    otpResendSeconds: parsed.OTP_RESEND_SECONDS ?? OTP_RESEND_SECONDS,
    iceServers: parseIceServers(parsed.ICE_SERVERS),
    smartClients: parseSmartClients(parsed.SMART_CLIENTS),
    fileStore: parsed.FILE_STORE ?? (parsed.S3_BUCKET ? 's3' : parsed.DATABASE_URL ? 'database' : 'disk'),
    ...overrides,
  };
  if (isProduction && parsed.OTP_RESEND_SECONDS !== undefined) {
    throw new Error('OTP_RESEND_SECONDS is a test setting: the gap between two codes is fixed in production');
  }
  if (config.fileStore === 's3' && !(config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
    throw new Error('the S3 file store needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return config;
}
