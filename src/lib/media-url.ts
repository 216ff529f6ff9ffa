/** Stored images are paths under the public media base unless already absolute (or a data: image). */
export function mediaUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:image/')) return value;
  return `/media/${value.replace(/^\/+/, '')}`;
}
