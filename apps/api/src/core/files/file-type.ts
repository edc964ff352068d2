/** The document types the portal accepts, recognised by their first bytes (never by name alone). */
export type KnownFileType = 'pdf' | 'png' | 'jpg';

const SIGNATURES: Array<[KnownFileType, number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
];

export function detectFileType(content: Buffer): KnownFileType | null {
  for (const [type, signature] of SIGNATURES) {
    if (content.length >= signature.length && signature.every((byte, i) => content[i] === byte)) return type;
  }
  return null;
}

/** The type an extension claims (`.jpeg` and `.jpg` are the same type). */
export function typeOfExtension(fileName: string): KnownFileType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'pdf' || extension === 'png') return extension;
  if (extension === 'jpg' || extension === 'jpeg') return 'jpg';
  return null;
}

export const MIME_TYPES: Record<KnownFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};
