import type { FastifyBaseLogger } from 'fastify';

/**
 * A console logger with the shape the services expect from Fastify's, for
 * the admin CLI: messages on stderr, so stdout stays the command's output.
 */
export function consoleLogger(verbose = false): FastifyBaseLogger {
  const write = (level: string) => (first: unknown, second?: unknown) => {
    const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
    const details = typeof first === 'object' && first !== null ? first : undefined;
    if (!verbose && (level === 'debug' || level === 'trace')) return;
    process.stderr.write(`[${level}] ${message}${details ? ` ${JSON.stringify(details, errorReplacer)}` : ''}\n`);
  };
  const logger = {
    level: verbose ? 'debug' : 'info',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    trace: write('trace'),
    silent: () => undefined,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}
