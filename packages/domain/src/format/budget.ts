/*
 * The budget of a preventive action is free text. When it states an amount in euros it is
 * read as one, so that amounts look alike ("2 400 €") and add up into the PAPRIPACT's cost
 * (L4121-3-1: the estimated cost of each measure). Text that is not an amount stays as typed.
 */
import { formatBudget } from '../text/money.js';

const SPACES = /[\s\u00a0\u202f\u2007\u2009]+/g;
/** "2 400", "2400,50", "2 400.5", then an optional "€", "EUR", "euro(s)"; or "€" first. */
const AMOUNT = /^(?:€ ?)?(\d{1,3}(?: \d{3})+|\d+)(?:[,.](\d{1,2}))?(?: ?(?:€|eur|euros?))?$/i;

/** The euros a budget states ("5000", "2 400 €", "2 400,50 €"), or null if it states none. */
export function parseBudget(text: string): number | null {
  const clean = text.trim().replace(SPACES, ' ');
  const match = AMOUNT.exec(clean);
  if (!match?.[1]) return null;
  const whole = Number(match[1].replace(/ /g, ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const amount = whole + cents / 100;
  return Number.isSafeInteger(whole) ? amount : null;
}

/** A typed budget as it is saved: an amount formatted, any other text trimmed. */
export function normalizeBudget(text: string): string {
  const amount = parseBudget(text);
  return amount === null ? text.trim() : formatBudget(amount);
}

/** A saved budget as it is shown: an amount formatted (old "5000" reads "5 000 €"), text as typed. */
export const displayBudget = normalizeBudget;
