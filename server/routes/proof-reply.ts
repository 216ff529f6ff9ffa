import type { FastifyReply } from 'fastify';

/**
 * Sends a private proof for viewing in place: the verification console shows
 * an image, or a PDF in a frame of its own page (frame-ancestors 'self'),
 * never cached, never sniffed into another type. The file answers only the
 * authorised call that sends it; nothing public points at it.
 */
export function sendProof(reply: FastifyReply, file: { contentType: string; body: Buffer | Uint8Array }, filename: string) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'")
    .send(file.body);
}
