import { MAX_JSON_DEPTH, MAX_JSON_KEYS_PER_OBJECT } from './request-limits.js';

export const JSON_TOO_DEEP_MESSAGE = `Le corps de la requête est trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`;
export const JSON_TOO_MANY_VALUES_MESSAGE = "Le corps de la requête contient trop d'éléments.";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The index of the quote closing the string opened before `from`, or -1. */
function closingQuote(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

/**
 * One linear pass over a JSON text, before JSON.parse: the French message when it nests deeper
 * than MAX_JSON_DEPTH, holds an object of more than MAX_JSON_KEYS_PER_OBJECT keys or more than
 * `maxValues` values in all (`,` and `:` outside strings); null otherwise. Malformed text is left
 * to JSON.parse.
 */
export function jsonShapeError(text: string, maxValues: number): string | null {
  const keys = new Uint32Array(MAX_JSON_DEPTH + 1);
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    switch (text.charCodeAt(i)) {
      case QUOTE: {
        const end = closingQuote(text, i + 1);
        if (end === -1) return null;
        i = end;
        break;
      }
      case 0x7b: // {
      case 0x5b: // [
        if (++depth > MAX_JSON_DEPTH) return JSON_TOO_DEEP_MESSAGE;
        keys[depth] = 0;
        break;
      case 0x7d: // }
      case 0x5d: // ]
        depth = Math.max(0, depth - 1);
        break;
      case 0x3a: {
        // :
        const objectKeys = (keys[depth] ?? 0) + 1;
        keys[depth] = objectKeys;
        if (++values > maxValues || objectKeys > MAX_JSON_KEYS_PER_OBJECT)
          return JSON_TOO_MANY_VALUES_MESSAGE;
        break;
      }
      case 0x2c: // ,
        if (++values > maxValues) return JSON_TOO_MANY_VALUES_MESSAGE;
        break;
    }
  }
  return null;
}
