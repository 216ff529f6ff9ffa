import { AwsClient } from 'aws4fetch';
import type { FileStore } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  /** https://s3.<region>.amazonaws.com by default; any S3-compatible endpoint (MinIO, R2, …) otherwise. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in an S3-compatible bucket, signed with SigV4 (aws4fetch: fetch +
 * WebCrypto, no SDK). Path-style URLs (<endpoint>/<bucket>/<key>) work with
 * AWS and with every S3-compatible server. The bucket needs no public access:
 * public photos are served by /media/uploads like the other stores.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = (settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`).replace(/\/+$/, '');
  const urlOf = (key: string) => `${base}/${encodeURIComponent(settings.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

  const fail = async (response: Response, action: string): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} failed: ${response.status} ${detail}`);
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Blob([new Uint8Array(body)]),
        headers: { 'content-type': contentType, 'content-length': String(body.byteLength) },
      });
      if (!response.ok) await fail(response, 'put');
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return fail(response, 'get');
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail(response, 'delete');
      await response.arrayBuffer();
    },
  };
}
