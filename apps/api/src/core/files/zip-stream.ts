import { createReadStream, type ReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ZipFile } from 'yazl';
import { contentDisposition } from './stored-files.service';

/** One file of a zip: where it is on disk and the name (and folder) it gets inside the zip. */
export interface ZipEntry {
  path: string;
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
 * Streams a zip of the entries as a download named `zipName`: stored without compression (the materials
 * are compressed already, so deflating them would cost CPU and save nothing), names in UTF-8, one file
 * read at a time and only as fast as the client takes it. Content-Length is sent, as every size is known.
 * A client that goes away stops the reading at once. Resolves when the zip is sent or the client is gone.
 */
export function sendZip(res: Response, zipName: string, entries: readonly ZipEntry[]): Promise<void> {
  const zip = new ZipFile();
  let reading: ReadStream | null = null;
  const paths = zipPaths(entries);
  entries.forEach((entry, i) => {
    zip.addReadStreamLazy(
      paths[i],
      { compress: false, size: entry.size, mtime: entry.mtime ?? new Date(), mode: 0o100644 },
      (callback) => {
        reading = createReadStream(entry.path, { highWaterMark: 256 * 1024 });
        reading.on('error', (error) => zip.emit('error', error));
        callback(null, reading);
      },
    );
  });

  // yazl's output is a PassThrough; its type declarations say less, and leave out end()'s total size.
  const output = zip.outputStream as Readable;
  const end = zip.end.bind(zip) as (options: undefined, onTotalSize: (total: number) => void) => void;
  return new Promise<void>((resolve) => {
    const stop = () => {
      reading?.destroy();
      output.unpipe(res);
      output.destroy();
      resolve();
    };
    zip.on('error', (error: Error) => {
      logger.error(`zip ${zipName}: ${error.message}`);
      stop();
      // Headers are out by now: cutting the connection tells the client the zip is incomplete.
      res.destroy(error);
    });
    res.on('close', () => {
      if (!res.writableFinished) stop();
    });
    res.on('finish', () => resolve());
    end(undefined, (total) => {
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', contentDisposition(zipName));
      res.setHeader('Cache-Control', 'private, no-store');
      if (total >= 0) res.setHeader('Content-Length', String(total));
      output.pipe(res);
    });
  });
}
