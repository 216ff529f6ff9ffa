// Types of scripts/test-server.mjs for the TypeScript that imports it (tests/helpers).
export const E2E_OTP_RESEND_SECONDS: number;
export function ensureBuilt(): void;
export function freePort(): Promise<number>;
export function testServerEnv(port: number, dataDir: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** A seeded DATA_DIR to start servers from (see makeSeededTemplate). */
export interface SeededTemplate {
  dir: string;
  madeAt: number;
}
export function makeSeededTemplate(options?: { label?: string }): Promise<SeededTemplate & { remove(): void }>;
export function startTestServer(options?: {
  port?: number;
  label?: string;
  timeoutMs?: number;
  template?: SeededTemplate | undefined;
}): Promise<{ url: string; dataDir: string; stop(options?: { keepData?: boolean }): Promise<void> }>;
