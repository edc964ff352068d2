import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { Logger, StreamableFile } from '@nestjs/common';
import { contentDisposition } from './stored-files.service';
import { centralDirectory, dataDescriptor, localHeader, planZip } from './zip-format';

/** One file of a zip: how to open it in the store and the name (and folder) it gets inside the zip. */
export interface ZipEntry {
  /** Opens the file's bytes; called when the zip reaches this entry, never earlier. */
  open: () => Promise<Readable>;
  name: string;
  size: number;
  /** A folder inside the zip, e.g. `01 Введение`; none for the top level. */
  folder?: string;
  mtime?: Date;
}

const logger = new Logger('Zip');

/** A name that is one path segment on every system: no slashes, reserved or control characters. */
export function zipSegment(name: string, fallback = 'file'): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .trim()
    .replace(/[. ]+$/, '')
    .slice(0, 200);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}

/** `name (2).ext` for the second file of one name in a folder, `name (3).ext` for the third… */
function withNumber(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/** The entries' paths in the zip: folder/name, a repeated name in one folder numbered (case ignored). */
export function zipPaths(entries: readonly ZipEntry[]): string[] {
  const taken = new Set<string>();
  return entries.map((entry) => {
    const folder = entry.folder ? `${zipSegment(entry.folder, 'folder')}/` : '';
    const name = zipSegment(entry.name);
    let path = folder + name;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = folder + withNumber(name, n);
    taken.add(path.toLowerCase());
    return path;
  });
}

/**
 * A zip of the entries as a download named `zipName`: stored without compression (the materials are
 * compressed already, so deflating them would cost CPU and save nothing), names in UTF-8, one file opened in
 * the store at a time (when the zip reaches it) and read only as fast as the client takes it: never a whole
 * file in memory. Its exact length is known from the sizes and sent. A client that goes away destroys the
 * output (Nest does on the response's close), which stops the file being read.
 */
export async function zipDownload(zipName: string, entries: readonly ZipEntry[]): Promise<StreamableFile> {
  // The first file is opened before any header goes out: a store that is down, or a missing object, answers
  // 503 or 404 rather than a broken zip. A later failure can only break the download off.
  const first = entries.length ? await entries[0].open() : null;
  const paths = zipPaths(entries);
  const plan = planZip(
    entries.map((entry, i) => ({
      path: paths[i],
      size: entry.size,
      mtime: entry.mtime ?? new Date(),
      mode: 0o100644,
    })),
  );
  let reading: Readable | null = first;
  let gone = false;
  async function* bytes(): AsyncGenerator<Buffer> {
    const crcs: number[] = [];
    try {
      for (const [i, file] of plan.files.entries()) {
        yield localHeader(file);
        reading = i === 0 && first ? first : await entries[i].open();
        let crc = 0;
        let size = 0;
        for await (const chunk of reading as AsyncIterable<Buffer>) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          yield chunk;
        }
        if (size !== file.spec.size)
          throw new Error(`${file.spec.path}: ${size} bytes, ${file.spec.size} expected`);
        crcs.push(crc);
        yield dataDescriptor(file, crc);
      }
      yield centralDirectory(plan, crcs);
    } catch (error) {
      // The status line is out by now: breaking the download is the only way to say the zip is incomplete.
      if (!gone) logger.error(`zip ${zipName}: ${(error as Error).message}`);
      throw error;
    } finally {
      reading?.destroy();
    }
  }
  const output = Readable.from(bytes(), { objectMode: false });
  // A client gone while a file is being read: that read ends now rather than when its next chunk comes.
  output.once('close', () => {
    gone = true;
    reading?.destroy();
  });
  return new StreamableFile(output, {
    type: 'application/zip',
    length: plan.length,
    disposition: contentDisposition(zipName),
  });
}
