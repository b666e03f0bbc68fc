/** Query keys of the espaces; a switch of espace resets every query anyway. */
export const espaceKeys = {
  all: ['espaces'] as const,
  mine: () => ['espaces', 'mine'] as const,
  overview: () => ['espaces', 'overview'] as const,
  members: (espaceId: string) => ['espaces', espaceId, 'members'] as const,
  journal: (espaceId: string) => ['espaces', espaceId, 'journal'] as const,
  duerps: (espaceId: string) => ['espaces', espaceId, 'duerps'] as const,
};
