import { IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import { badRequest } from '../../../errors.js';

/** What an XLSX may hold once unzipped: ten times a 5,000-row inventory (about 3 MB of XML). */
const MAX_UNCOMPRESSED = 30 * 1024 * 1024;
const MAX_ENTRIES = 2000;
/** Deflate rarely beats 100:1 on real XML; bombs reach 1,000:1 and more. */
const MAX_RATIO = 200;

/** An entry of the zip's central directory. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** The size the directory declares: inflating never goes past it (zip-entry.ts). */
  size: number;
  localHeaderOffset: number;
}

/**
 * Reads the zip's central directory (never inflating anything) and refuses what no honest
 * workbook looks like: a bomb (declared sizes or ratios too large), macros, encryption, zip64.
 * The entries by name; their declared sizes add up to 30 MB at most.
 */
export function checkXlsxZip(buffer: Buffer): Map<string, ZipEntry> {
  const end = findEndOfCentralDirectory(buffer);
  if (end < 0) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  const count = buffer.readUInt16LE(end + 10);
  const offset = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) throw badRequest(IMPORT_MESSAGES.zipBomb);
  if (count > MAX_ENTRIES) throw badRequest(IMPORT_MESSAGES.zipBomb);
  const entries = new Map<string, ZipEntry>();
  let position = offset;
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (position + 46 > buffer.length || buffer.readUInt32LE(position) !== 0x02014b50) {
      throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
    }
    const flags = buffer.readUInt16LE(position + 8);
    const compressed = buffer.readUInt32LE(position + 20);
    const uncompressed = buffer.readUInt32LE(position + 24);
    const nameLength = buffer.readUInt16LE(position + 28);
    const extraLength = buffer.readUInt16LE(position + 30);
    const commentLength = buffer.readUInt16LE(position + 32);
    const name = buffer.toString('utf8', position + 46, position + 46 + nameLength);
    if (flags & 1) throw badRequest(IMPORT_MESSAGES.encrypted);
    if (/vbaProject\.bin$/i.test(name)) throw badRequest(IMPORT_MESSAGES.macros);
    if (uncompressed === 0xffffffff) throw badRequest(IMPORT_MESSAGES.zipBomb);
    if (uncompressed > 1024 * 1024 && uncompressed > MAX_RATIO * Math.max(compressed, 1)) {
      throw badRequest(IMPORT_MESSAGES.zipBomb);
    }
    total += uncompressed;
    if (total > MAX_UNCOMPRESSED) throw badRequest(IMPORT_MESSAGES.zipBomb);
    entries.set(name, {
      name,
      method: buffer.readUInt16LE(position + 10),
      compressedSize: compressed,
      size: uncompressed,
      localHeaderOffset: buffer.readUInt32LE(position + 42),
    });
    position += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  const stop = Math.max(0, buffer.length - 22 - 0xffff);
  for (let i = buffer.length - 22; i >= stop; i -= 1) {
    if (buffer.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}
