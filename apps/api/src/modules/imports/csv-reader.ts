import type { SheetRow } from '@duerp/domain';

/**
 * The text of a CSV as a French Excel saves it: UTF-8 with or without BOM, else Windows-1252
 * (« CSV (séparateur: point-virgule) »). Null when it is binary, not text.
 */
export function decodeCsv(buffer: Buffer): string | null {
  if (buffer.subarray(0, 8192).includes(0)) return null;
  const hasBom = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
  const bytes = hasBom ? buffer.subarray(3) : buffer;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter of the header line: the most frequent of ';', ',' and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ';';
}

/**
 * RFC 4180 rows: quoted fields may hold the delimiter, doubled quotes and line breaks. Stops
 * after `maxRows` rows (the caller refuses more). Cells stay text: nothing is ever evaluated.
 */
export function parseCsv(text: string, delimiter: string, maxRows: number): SheetRow[] {
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(field);
    rows.push({ line: rowLine, cells });
    cells = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      cells.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
      if (rows.length > maxRows) return rows;
    } else field += char;
  }
  if (field !== '' || cells.length > 0) endRow();
  return rows;
}
