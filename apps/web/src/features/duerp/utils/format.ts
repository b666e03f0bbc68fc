import type { Risque } from '@duerp/domain';

/** "1.2 Chute de plain-pied", or the name alone for a risk without a code. */
export function risqueLabel(risque: Pick<Risque, 'code' | 'displayName'>): string {
  const code = risque.code.trim();
  return code ? `${code} ${risque.displayName}` : risque.displayName;
}
