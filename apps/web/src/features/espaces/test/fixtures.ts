import type { EspaceMembersResponse, MyEspace } from '@duerp/domain/espaces';

/** Espaces and members as the API answers them, for the component tests of the feature. */
export const PERSONAL: MyEspace = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Espace de claire@exemple.fr',
  role: 'proprietaire',
  isPersonal: true,
};

export const CABINET: MyEspace = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Cabinet Dupont',
  role: 'proprietaire',
  isPersonal: false,
};

export const CLAIRE = '00000000-0000-4000-8000-0000000000c1';
export const BRUNO = '00000000-0000-4000-8000-0000000000b1';

export function membersOf(
  espace: MyEspace,
  overrides: Partial<EspaceMembersResponse> = {},
): EspaceMembersResponse {
  return {
    espace,
    members: [
      {
        accountId: CLAIRE,
        email: 'claire@exemple.fr',
        role: 'proprietaire',
        joinedAt: '2026-01-05T09:00:00.000Z',
      },
      {
        accountId: BRUNO,
        email: 'bruno@exemple.fr',
        role: 'editeur',
        joinedAt: '2026-02-10T09:00:00.000Z',
      },
    ],
    invitations: [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        email: 'lea@exemple.fr',
        role: 'lecteur',
        createdAt: '2026-03-01T09:00:00.000Z',
        expiresAt: '2026-03-08T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
