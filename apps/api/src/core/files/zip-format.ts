/**
 * The bytes of a ZIP archive whose files are stored as they are (no compression), written in one pass: each
 * file's local header, its bytes, then a data descriptor with its CRC-32 (known only once the bytes went
 * by); the central directory at the end. Names are UTF-8 (flag bit 11). ZIP64 records are written where a
 * size, an offset or the number of files does not fit the classic fields, so a zip of any size opens.
 * Every length is known from the names and sizes alone, so the archive's exact length is known before its
 * first byte (APPNOTE.TXT 6.3.10, sections 4.3 and 4.4).
 */

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
/** Sizes and CRC-32 follow the data (bit 3); the name is UTF-8 (bit 11). */
const FLAGS = 0x0008 | 0x0800;
const MADE_BY_UNIX = 3 << 8;
const VERSION = 20;
const VERSION_ZIP64 = 45;
const MAX32 = 0xffffffff;
const MAX16 = 0xffff;

export interface ZipFileSpec {
  /** The path inside the zip, `/` between folders. */
  path: string;
  size: number;
  mtime: Date;
  /** Unix permission bits with the file type, e.g. 0o100644. */
  mode: number;
}

/** One file's place in the archive. */
export interface ZipFilePlan {
  spec: ZipFileSpec;
  name: Buffer;
  offset: number;
  /** Whether its size needs ZIP64 fields in its local header and data descriptor. */
  large: boolean;
}

export interface ZipPlan {
  files: ZipFilePlan[];
  centralOffset: number;
  /** The archive's length in bytes. */
  length: number;
}

const localHeaderLength = (file: Omit<ZipFilePlan, 'offset'>) =>
  30 + file.name.length + (file.large ? 20 : 0);
const descriptorLength = (file: Omit<ZipFilePlan, 'offset'>) => (file.large ? 24 : 16);

/** The central directory's ZIP64 extra field of a file, or none when every classic field fits. */
function centralExtra(file: ZipFilePlan): Buffer {
  const values = [
    ...(file.large ? [file.spec.size, file.spec.size] : []),
    ...(file.offset >= MAX32 ? [file.offset] : []),
  ];
  if (!values.length) return Buffer.alloc(0);
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(ZIP64_EXTRA, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i));
  return extra;
}

const needsZip64End = (count: number, centralOffset: number, centralLength: number) =>
  count >= MAX16 || centralOffset >= MAX32 || centralLength >= MAX32;

/** Where every part of the archive goes, and its length. */
export function planZip(specs: readonly ZipFileSpec[]): ZipPlan {
  let offset = 0;
  const files = specs.map((spec) => {
    const file = { spec, name: Buffer.from(spec.path, 'utf8'), large: spec.size >= MAX32 };
    const planned = { ...file, offset };
    offset += localHeaderLength(file) + spec.size + descriptorLength(file);
    return planned;
  });
  const centralOffset = offset;
  const centralLength = files.reduce(
    (sum, file) => sum + 46 + file.name.length + centralExtra(file).length,
    0,
  );
  const end = (needsZip64End(files.length, centralOffset, centralLength) ? 56 + 20 : 0) + 22;
  return { files, centralOffset, length: centralOffset + centralLength + end };
}

/** MS-DOS time and date of a moment (local time, as zip tools show it; 1980 at the earliest). */
function dosDateTime(at: Date): { time: number; date: number } {
  if (at.getFullYear() < 1980) return { time: 0, date: (1 << 5) | 1 };
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/** A file's local header: its sizes (known ahead), its CRC-32 left to the data descriptor. */
export function localHeader(file: ZipFilePlan): Buffer {
  const header = Buffer.alloc(localHeaderLength(file));
  const { time, date } = dosDateTime(file.spec.mtime);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(file.large ? VERSION_ZIP64 : VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  header.writeUInt32LE(0, 14); // CRC-32 in the data descriptor
  header.writeUInt32LE(file.large ? MAX32 : file.spec.size, 18);
  header.writeUInt32LE(file.large ? MAX32 : file.spec.size, 22);
  header.writeUInt16LE(file.name.length, 26);
  header.writeUInt16LE(file.large ? 20 : 0, 28);
  file.name.copy(header, 30);
  if (file.large) {
    const extra = 30 + file.name.length;
    header.writeUInt16LE(ZIP64_EXTRA, extra);
    header.writeUInt16LE(16, extra + 2);
    header.writeBigUInt64LE(BigInt(file.spec.size), extra + 4);
    header.writeBigUInt64LE(BigInt(file.spec.size), extra + 12);
  }
  return header;
}

/** What follows a file's bytes: its CRC-32 and sizes. */
export function dataDescriptor(file: ZipFilePlan, crc: number): Buffer {
  const descriptor = Buffer.alloc(descriptorLength(file));
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(crc, 4);
  if (file.large) {
    descriptor.writeBigUInt64LE(BigInt(file.spec.size), 8);
    descriptor.writeBigUInt64LE(BigInt(file.spec.size), 16);
  } else {
    descriptor.writeUInt32LE(file.spec.size, 8);
    descriptor.writeUInt32LE(file.spec.size, 12);
  }
  return descriptor;
}

/** The central directory and the end records, from every file's CRC-32 (in the plan's order). */
export function centralDirectory(plan: ZipPlan, crcs: readonly number[]): Buffer {
  const parts = plan.files.map((file, i) => {
    const extra = centralExtra(file);
    const entry = Buffer.alloc(46 + file.name.length + extra.length);
    const { time, date } = dosDateTime(file.spec.mtime);
    const version = extra.length ? VERSION_ZIP64 : VERSION;
    entry.writeUInt32LE(CENTRAL_HEADER, 0);
    entry.writeUInt16LE(MADE_BY_UNIX | version, 4);
    entry.writeUInt16LE(version, 6);
    entry.writeUInt16LE(FLAGS, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crcs[i], 16);
    entry.writeUInt32LE(file.large ? MAX32 : file.spec.size, 20);
    entry.writeUInt32LE(file.large ? MAX32 : file.spec.size, 24);
    entry.writeUInt16LE(file.name.length, 28);
    entry.writeUInt16LE(extra.length, 30);
    // Comment length, disk number and internal attributes stay 0.
    entry.writeUInt32LE((file.spec.mode << 16) >>> 0, 38);
    entry.writeUInt32LE(Math.min(file.offset, MAX32), 42);
    file.name.copy(entry, 46);
    extra.copy(entry, 46 + file.name.length);
    return entry;
  });
  const centralLength = parts.reduce((sum, part) => sum + part.length, 0);
  const count = plan.files.length;
  if (needsZip64End(count, plan.centralOffset, centralLength)) {
    const end64 = Buffer.alloc(56 + 20);
    end64.writeUInt32LE(ZIP64_END, 0);
    end64.writeBigUInt64LE(44n, 4); // the record's length after this field
    end64.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12);
    end64.writeUInt16LE(VERSION_ZIP64, 14);
    end64.writeBigUInt64LE(BigInt(count), 24);
    end64.writeBigUInt64LE(BigInt(count), 32);
    end64.writeBigUInt64LE(BigInt(centralLength), 40);
    end64.writeBigUInt64LE(BigInt(plan.centralOffset), 48);
    end64.writeUInt32LE(ZIP64_LOCATOR, 56);
    end64.writeBigUInt64LE(BigInt(plan.centralOffset + centralLength), 64);
    end64.writeUInt32LE(1, 72); // one disk
    parts.push(end64);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(Math.min(count, MAX16), 8);
  end.writeUInt16LE(Math.min(count, MAX16), 10);
  end.writeUInt32LE(Math.min(centralLength, MAX32), 12);
  end.writeUInt32LE(Math.min(plan.centralOffset, MAX32), 16);
  parts.push(end);
  return Buffer.concat(parts);
}
