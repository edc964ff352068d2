/** The download helper revokes its blob URL after 40 s (long enough for a slow save dialog). */
const REVOKE_AFTER_MS = 40_000;

/** Hands a downloaded body to the browser as a file named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
