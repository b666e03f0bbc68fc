import JSZip from 'jszip';
import { SaxesParser } from 'saxes';

/** Why `xml` is not well-formed XML 1.0 (a strict parser's first error), or null. */
export function xmlError(xml: string): string | null {
  try {
    new SaxesParser().write(xml).close();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Each XML part of an Office file (.docx, .xlsx) that is not well-formed, with its error. */
export async function malformedXmlParts(file: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(file);
  const errors: string[] = [];
  for (const part of Object.values(zip.files)) {
    if (part.dir || !/\.(xml|rels)$/.test(part.name)) continue;
    const error = xmlError(await part.async('string'));
    if (error) errors.push(`${part.name}: ${error}`);
  }
  return errors;
}
