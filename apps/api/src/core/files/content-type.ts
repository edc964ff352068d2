import type { CFB$Container } from 'cfb';

/**
 * The types of every upload (application documents, profile photos, essays, course materials, lesson and
 * practice files), recognised by their content: a name's extension only says what is claimed. Office files
 * are told apart by what their container holds (an OLE compound file's streams, a ZIP package's parts), so a
 * .docx is not an .xlsx renamed. An upload that takes only some types asks `detectContentTypeOf` and
 * `contentTypeOfNameIn` with its own list.
 */
export type ContentType =
  'pdf' | 'png' | 'jpg' | 'webp' | 'gif' | 'doc' | 'xls' | 'ppt' | 'docx' | 'xlsx' | 'pptx' | 'mp4' | 'zip';

export const CONTENT_MIME_TYPES: Record<ContentType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  zip: 'application/zip',
};

export const IMAGE_CONTENT_TYPES: readonly ContentType[] = ['png', 'jpg', 'webp', 'gif'];

// The types known by their first bytes alone.
const SIGNATURES: ReadonlyArray<[ContentType, readonly number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;

function startsWith(content: Buffer, signature: readonly number[], at = 0): boolean {
  return content.length >= at + signature.length && signature.every((byte, i) => content[at + i] === byte);
}

function ascii(content: Buffer, from: number, to: number): string {
  return content.length >= to ? content.toString('latin1', from, to) : '';
}

/** The Word, Excel or PowerPoint document an OLE compound file holds, by its main stream. */
function oleType(content: Buffer): ContentType | null {
  // cfb loads with the first OLE file (an old Office document) seen; require() keeps detection synchronous.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { read }: typeof import('cfb') = require('cfb');
  let container: CFB$Container;
  try {
    container = read(content, { type: 'buffer' });
  } catch {
    return null;
  }
  const names = new Set(container.FileIndex.map((entry) => entry.name));
  if (names.has('WordDocument')) return 'doc';
  if (names.has('Workbook') || names.has('Book')) return 'xls';
  if (names.has('PowerPoint Document')) return 'ppt';
  return null;
}

/** The names in a ZIP file's central directory, or null when it has none that parses. */
export function zipEntryNames(content: Buffer): string[] | null {
  // The end-of-directory record is the last 22 bytes, followed by a comment of up to 64 KiB.
  const lowest = Math.max(0, content.length - 22 - 0xffff);
  for (let at = content.length - 22; at >= lowest; at--) {
    if (content.readUInt32LE(at) !== ZIP_END_OF_DIRECTORY) continue;
    const count = content.readUInt16LE(at + 10);
    const start = content.readUInt32LE(at + 16);
    const names: string[] = [];
    let entry = start;
    for (let i = 0; i < count; i++) {
      if (entry + 46 > content.length || content.readUInt32LE(entry) !== ZIP_CENTRAL_HEADER) return null;
      const nameLength = content.readUInt16LE(entry + 28);
      const extraLength = content.readUInt16LE(entry + 30);
      const commentLength = content.readUInt16LE(entry + 32);
      if (entry + 46 + nameLength > content.length) return null;
      names.push(content.toString('utf8', entry + 46, entry + 46 + nameLength));
      entry += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

/** An Office Open XML package by its main part, any other readable ZIP as `zip`. */
function zipType(content: Buffer): ContentType | null {
  const names = zipEntryNames(content);
  if (!names) return null;
  const parts = new Set(names);
  if (parts.has('[Content_Types].xml')) {
    if (parts.has('word/document.xml')) return 'docx';
    if (parts.has('xl/workbook.xml')) return 'xlsx';
    if (parts.has('ppt/presentation.xml')) return 'pptx';
  }
  return 'zip';
}

// HEIF images and QuickTime films share MP4's box format; only MP4's own brands are taken.
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']);

/** The type the content says, or null for anything else (text, executables, empty files). */
export function detectContentType(content: Buffer): ContentType | null {
  for (const [type, signature] of SIGNATURES) if (startsWith(content, signature)) return type;
  if (ascii(content, 0, 4) === 'RIFF' && ascii(content, 8, 12) === 'WEBP') return 'webp';
  if (ascii(content, 0, 6) === 'GIF87a' || ascii(content, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(content, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(content, 8, 12))) return 'mp4';
  if (startsWith(content, OLE_SIGNATURE)) return oleType(content);
  if (content.length >= 4 && content.readUInt32LE(0) === ZIP_LOCAL_HEADER) return zipType(content);
  return null;
}

/** The type a file name claims by its extension (`.jpeg` is `jpg`), or null. */
export function contentTypeOfName(fileName: string): ContentType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'jpeg') return 'jpg';
  return extension && Object.hasOwn(CONTENT_MIME_TYPES, extension) ? (extension as ContentType) : null;
}

/** `type` when it is one of `allowed`, else null. */
function oneOf<T extends ContentType>(type: ContentType | null, allowed: readonly T[]): T | null {
  return type !== null && (allowed as readonly ContentType[]).includes(type) ? (type as T) : null;
}

/** The type the content says when it is one of `allowed` (an upload that takes only some types), else null. */
export function detectContentTypeOf<T extends ContentType>(content: Buffer, allowed: readonly T[]): T | null {
  return oneOf(detectContentType(content), allowed);
}

/** The type a file name claims when it is one of `allowed`, else null. */
export function contentTypeOfNameIn<T extends ContentType>(
  fileName: string,
  allowed: readonly T[],
): T | null {
  return oneOf(contentTypeOfName(fileName), allowed);
}
