// Types of scripts/test-server.mjs for the TypeScript that imports it (tests/helpers).
export const E2E_OTP_RESEND_SECONDS: number;
export function ensureBuilt(): void;
export function freePort(): Promise<number>;
export function testServerEnv(port: number, dataDir: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function startTestServer(options?: { port?: number; label?: string; timeoutMs?: number }): Promise<{ url: string; dataDir: string; stop(): Promise<void> }>;
