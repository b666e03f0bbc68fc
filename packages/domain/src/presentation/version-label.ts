import { formatDateLong } from '../calendar/dates.js';

/**
 * "Version 4 du 12 mars 2026": a version as the document page, the exports and shares name it;
 * "version 4 du 12 mars 2026" inside a sentence (the PDF's footer: "DUERP version 4 du …").
 */
export function versionLabel(
  versionNumber: number,
  creationTime: Date | string | number,
  options: { inSentence?: boolean } = {},
): string {
  const word = options.inSentence ? 'version' : 'Version';
  return `${word} ${versionNumber} du ${formatDateLong(creationTime)}`;
}
