import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/shared/i18n/locale.ts';
import { localeOfRequest, runRequest } from '../services/common/locale-context.ts';

export { withLocale } from '../services/common/locale-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's answer (server/services/common/locale-context.ts). */
    readonly locale: Locale;
  }
}

export function mergeVary(current: unknown, name: string): string {
  // The usual cases without splitting: no Vary yet, or a public read's, which names the header already.
  if (current === undefined || current === '') return name;
  if (typeof current === 'string' && `, ${current},`.includes(`, ${name},`)) return current;
  const list = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return list.some((part) => part.toLowerCase() === name.toLowerCase() || part === '*') ? list.join(', ') : [...list, name].join(', ');
}

/** Every request runs in a language context that `t()` reads (issue 18). */
export default fp(
  async (app) => {
    // t() already reads this request context: server/i18n-server.ts (imported first by app.ts) set it.
    app.decorateRequest('locale', {
      getter(this: FastifyRequest) {
        return localeOfRequest(this);
      },
    });
    // First hook of every request: the rest of its life (hooks, handler, error handler) sees the context.
    app.addHook('onRequest', (request, _reply, done) => {
      runRequest(request, done);
    });
    // Answers are worded (and slot labels formatted) in the caller's language: a shared cache must key on it.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/')) reply.header('vary', mergeVary(reply.getHeader('vary'), 'Accept-Language'));
      done(null, payload);
    });
  },
  { name: 'locale' },
);
