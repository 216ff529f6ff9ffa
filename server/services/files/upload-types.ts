/** The content type of each extension an upload can be stored with (uploads.ts decides which). */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** A file read from a multipart form (server/plugins/multipart.ts), held in memory. */
export interface UploadedFile {
  fieldname: string;
  /** As the client named it; only its extension is ever used. */
  filename: string;
  mimetype: string;
  buffer: Buffer;
}
