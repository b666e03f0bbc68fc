import type { UniteRps } from '@duerp/domain/rps';

/** An RPS unit as the API stores it: group path, no session, nothing answered unless told. */
export const aUniteRps = (overrides: Partial<UniteRps> = {}): UniteRps => ({
  idUniteRps: 'rps1',
  displayName: 'Équipe de vente',
  idsUnitesDeTravail: [],
  mode: 'groupe',
  seance: null,
  reponses: [],
  reponsesSimplifiees: [],
  ajustements: [],
  actions: [],
  ...overrides,
});
