import { createInflateRaw } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import { badRequest, HttpError } from '../../../errors.js';
import type { ZipEntry } from './zip-guard.js';

const notSpreadsheet = () => badRequest(IMPORT_MESSAGES.notSpreadsheet);

/** The entry's compressed bytes, found through its local header. */
function compressedBytes(buffer: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== 0x04034b50) throw notSpreadsheet();
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  if (start + entry.compressedSize > buffer.length) throw notSpreadsheet();
  return buffer.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's bytes, inflated as they are read. A directory can lie: the inflated bytes are
 * counted as they come, and past the size the entry declares (checkXlsxZip caps their sum)
 * inflating stops and the file is refused as a bomb. Memory stays at a chunk, whatever the file.
 */
async function* inflateEntry(buffer: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const compressed = compressedBytes(buffer, entry);
  if (entry.method === 0) {
    if (compressed.length > entry.size) throw badRequest(IMPORT_MESSAGES.zipBomb);
    yield compressed;
    return;
  }
  if (entry.method !== 8) throw notSpreadsheet();
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(compressed);
  let inflated = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.size) throw badRequest(IMPORT_MESSAGES.zipBomb);
      yield chunk;
    }
  } catch (error) {
    throw error instanceof HttpError ? error : notSpreadsheet(); // corrupt deflate data
  } finally {
    inflate.destroy();
  }
}

export interface XmlHandlers {
  /** An element opens; its name and attributes' names keep their prefix (`r:id`). */
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/** The element's name without its namespace prefix: `x:row` is `row`. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams the entry's XML through `handlers`, as it inflates. Malformed XML is not a spreadsheet;
 * an HttpError a handler throws (too many rows) stops the reading as it is.
 */
export async function parseXmlEntry(
  buffer: Buffer,
  entry: ZipEntry,
  handlers: XmlHandlers,
): Promise<void> {
  const parser = new SaxesParser();
  const { open, text, close } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  const decoder = new TextDecoder();
  try {
    for await (const chunk of inflateEntry(buffer, entry)) {
      parser.write(decoder.decode(chunk, { stream: true }));
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    throw error instanceof HttpError ? error : notSpreadsheet();
  }
}
