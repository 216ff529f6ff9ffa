import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { t } from '../../src/shared/i18n/format.ts';
import { readStoredFile } from '../services/files/uploads.ts';

const params = z.object({ area: z.string().max(64), name: z.string().max(64) });

/**
 * Public uploads (profile pictures) at /media/uploads/<area>/<name>, read
 * from the file store so any process serves what another stored. Only keys
 * under 'public/' are reachable: storedKey admits one area and one random
 * name, never '..' or 'private'. Names are random and never reused, so a
 * file's content never changes under its URL: the name is its ETag.
 */
const media: FastifyPluginAsync = async (app) => {
  app.get('/media/uploads/:area/:name', async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const file = parsed.success ? await readStoredFile(app.fileStore, 'public', `${parsed.data.area}/${parsed.data.name}`) : null;
    if (!file) return reply.status(404).send({ success: false, message: t('common.notFound') });
    const etag = `"${parsed.data!.name}"`;
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(file.contentType).send(file.body);
  });
};

export default media;
