import { crc32 } from 'node:zlib';
import { fromBuffer, type Entry } from 'yauzl';
import { centralDirectory, dataDescriptor, localHeader, planZip, type ZipFileSpec } from './zip-format';

/** The whole archive of `files`, as zipDownload writes it. */
function archive(files: Array<{ path: string; content: Buffer; mtime?: Date }>): Buffer {
  const plan = planZip(
    files.map((file) => ({
      path: file.path,
      size: file.content.length,
      mtime: file.mtime ?? new Date(2025, 2, 10, 14, 30, 12),
      mode: 0o100644,
    })),
  );
  const crcs = files.map((file) => crc32(file.content));
  const zip = Buffer.concat([
    ...plan.files.flatMap((file, i) => [localHeader(file), files[i].content, dataDescriptor(file, crcs[i])]),
    centralDirectory(plan, crcs),
  ]);
  expect(zip.length).toBe(plan.length);
  return zip;
}

interface ReadEntry {
  entry: Entry;
  content: Buffer;
}

/**
 * Reads the archive back with yauzl: every entry of its central directory, and the contents of those `wanted`
 * picks (all by default); the others are listed only, which keeps a 65,536-file archive quick to check.
 */
function readBack(zip: Buffer, wanted: (index: number) => boolean = () => true): Promise<ReadEntry[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, file) => {
      if (error) return reject(error);
      const entries: ReadEntry[] = [];
      file.on('entry', (entry: Entry) => {
        if (!wanted(entries.length)) {
          entries.push({ entry, content: Buffer.alloc(0) });
          return file.readEntry();
        }
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ entry, content: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

describe('the stored zip format', () => {
  it('stores each file as it is, under its UTF-8 path, with its CRC-32, time and mode', async () => {
    const files = [
      { path: '01 Кіріспе/Дәріс.pdf', content: Buffer.from('%PDF-1.4 ғқңөұүһі') },
      { path: '01 Кіріспе/бос.txt', content: Buffer.alloc(0) },
      { path: 'README', content: Buffer.alloc(300_000, 7) },
    ];
    const read = await readBack(archive(files));
    expect(read.map(({ entry }) => entry.fileName)).toEqual(files.map((file) => file.path));
    read.forEach(({ entry, content }, i) => {
      expect(content.equals(files[i].content)).toBe(true);
      expect(entry.compressionMethod).toBe(0);
      expect(entry.crc32).toBe(crc32(files[i].content));
      expect(entry.generalPurposeBitFlag & 0x0808).toBe(0x0808);
      expect(entry.externalFileAttributes >>> 16).toBe(0o100644);
      expect(entry.getLastModDate().toISOString()).toBe(new Date(2025, 2, 10, 14, 30, 12).toISOString());
    });
  });

  it('is an empty archive for no files', async () => {
    expect(await readBack(archive([]))).toEqual([]);
  });

  it('writes the ZIP64 end records when there are 65,535 files or more', async () => {
    const files = Array.from({ length: 65_536 }, (_, i) => ({
      path: `${i}`,
      content: Buffer.from([i % 256]),
    }));
    const zip = archive(files);
    expect(zip.readUInt32LE(zip.length - 22 - 20)).toBe(0x07064b50);
    // Every entry is listed from the ZIP64 central directory; the first and the last few are read whole.
    const read = await readBack(zip, (index) => index < 3 || index >= 65_533);
    expect(read).toHaveLength(65_536);
    expect(read.map(({ entry }) => entry.fileName)).toEqual(files.map((file) => file.path));
    expect(read[1].content).toEqual(Buffer.from([1]));
    expect(read[65_535].content).toEqual(Buffer.from([255]));
  });

  it('gives a file of 4 GiB or more its sizes in ZIP64 fields', () => {
    const size = 5 * 1024 ** 3;
    const spec: ZipFileSpec = { path: 'видео.mp4', size, mtime: new Date(), mode: 0o100644 };
    const plan = planZip([spec, { ...spec, path: 'after.mp4', size: 1 }]);
    const [big, after] = plan.files;
    expect(big.large).toBe(true);
    expect(after.offset).toBe(30 + big.name.length + 20 + size + 24);

    const header = localHeader(big);
    expect(header.readUInt32LE(18)).toBe(0xffffffff);
    expect(header.readBigUInt64LE(30 + big.name.length + 4)).toBe(BigInt(size));
    const descriptor = dataDescriptor(big, 1);
    expect(descriptor).toHaveLength(24);
    expect(descriptor.readBigUInt64LE(16)).toBe(BigInt(size));

    const central = centralDirectory(plan, [1, 2]);
    // The first file's sizes in its extra field; the second's offset, past 4 GiB, in its own.
    const firstExtra = 46 + big.name.length;
    expect(central.readBigUInt64LE(firstExtra + 4)).toBe(BigInt(size));
    const second = firstExtra + 20;
    expect(central.readUInt32LE(second + 42)).toBe(0xffffffff);
    expect(central.readBigUInt64LE(second + 46 + after.name.length + 4)).toBe(BigInt(after.offset));
    expect(central.readUInt32LE(central.length - 22 - 20)).toBe(0x07064b50);
    expect(plan.length).toBe(plan.centralOffset + central.length);
  });
});
