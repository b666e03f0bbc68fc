import { nameFromEmail, personLabel } from '@duerp/domain/espaces';
import type { LiveActor } from '@duerp/domain/live';

/**
 * How a person is named to the others: the display name they chose, else the part of their
 * e-mail before the @, capitalised (as before names existed).
 */
export function personName(person: Pick<LiveActor, 'name' | 'displayName'>): string {
  return personLabel(person.displayName, nameFromEmail(person.name));
}
