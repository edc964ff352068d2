import { fromBuffer, type Entry } from 'yauzl';

/**
 * The names and contents of a zip's entries, read back with yauzl. The portal's zips store their files
 * uncompressed (the materials are compressed already), so every entry is checked to be stored.
 */
export function unzip(content: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(content, { lazyEntries: true, decodeStrings: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            expect(entry.compressionMethod).toBe(0);
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
