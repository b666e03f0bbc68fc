import { z } from 'zod';
import { freeText, hasVisibleText } from '../validation/free-text.js';

/** The longest display name (« prénom et nom »). */
export const DISPLAY_NAME_MAX = 80;

export const PEOPLE_MESSAGES = {
  nameRequired: 'Indiquez votre prénom et votre nom.',
  nameTooLong: `Le nom ne peut pas dépasser ${DISPLAY_NAME_MAX} caractères.`,
  nameSaved: 'Nom enregistré.',
} as const;

/** A name is one line: every run of blanks (line feeds and tabs included) becomes one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

const nameText = () =>
  freeText({ error: PEOPLE_MESSAGES.nameRequired })
    .overwrite(oneLine)
    .trim()
    // Only zero-width or other invisible characters: no name at all.
    .overwrite((value) => (hasVisibleText(value) ? value : ''))
    .max(DISPLAY_NAME_MAX, PEOPLE_MESSAGES.nameTooLong);

/**
 * A person's display name (issue 47): free text with the cleaning of every text field, on one
 * line, 1–80 characters.
 */
export const DisplayNameSchema = nameText().min(1, PEOPLE_MESSAGES.nameRequired);

/** The name an inviter may type for the person invited: blank means none. */
export const OptionalDisplayNameSchema = nameText().optional();

/** POST /api/myaccount/display-name. */
export const DisplayNameBodySchema = z.strictObject({ displayName: DisplayNameSchema });
export type DisplayNameBody = z.infer<typeof DisplayNameBodySchema>;

/**
 * How a person is named to the others: the display name they chose, else `fallback` (what the
 * product showed before names existed: their address, or a name drawn from it).
 */
export function personLabel(displayName: string | null | undefined, fallback: string): string {
  return displayName ? displayName : fallback;
}

/** The name drawn from an address for who has none: the part before the @, capitalised. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
}
