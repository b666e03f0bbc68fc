import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntry } from '@duerp/domain/espaces';
import { describeActivity } from './describe-activity';

const DUERP_ID = '7b3face3-5c1e-4d0a-9a39-0f2b8c4d6e71';
const VERSION_ID = '0c9e6f1a-2b3d-4e5f-8a7b-9c0d1e2f3a4b';

/** An entry whose details hold every id, token and hash an entry ever recorded. */
function entry(action: ActivityAction, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    at: '2026-03-02T13:05:00.000Z',
    actorEmail: 'claire@exemple.fr',
    action,
    duerpDocumentId: DUERP_ID,
    details: {
      version: VERSION_ID,
      source: DUERP_ID,
      fichier: 'DUERP_v2.pdf',
      jeton: 'q8Xo2bT0r4m9VwYz-Lk3sA',
      sha256: 'a'.repeat(64),
      libelle: 'Salariés',
      offre: 'Standard',
      email: 'bruno@exemple.fr',
      role: 'editeur',
      avant: 'lecteur',
      apres: 'editeur',
      name: 'Cabinet Martin',
    },
    duerpName: 'Boulangerie Martin',
    versionNumber: 2,
    ...overrides,
  };
}

const sentence = (e: ActivityEntry) => {
  const { actor, text } = describeActivity(e);
  return `${actor} ${text}`;
};

const DOCUMENT_ACTIONS = ACTIVITY_ACTIONS.filter(
  (a) => !a.startsWith('member.') && !a.startsWith('espace.'),
);

describe('describeActivity', () => {
  it.each(ACTIVITY_ACTIONS)('writes %s without any id, token or hash', (action) => {
    for (const e of [
      entry(action),
      entry(action, { duerpName: undefined, versionNumber: undefined }),
    ]) {
      const text = sentence(e);
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/i);
      expect(text).not.toMatch(/[0-9a-f]{16}/i);
      expect(text).not.toContain('q8Xo2bT0r4m9VwYz');
      expect(text).not.toMatch(/undefined|null|\(\)|«\s*»/);
    }
  });

  it.each(DOCUMENT_ACTIONS)('names the DUERP in every %s entry', (action) => {
    expect(sentence(entry(action))).toMatch(/DUERP (.* en )?« Boulangerie Martin »/);
  });

  it('says which version, by its number, of which DUERP', () => {
    expect(sentence(entry('version.generated'))).toBe(
      'claire@exemple.fr a généré la version 2 du DUERP « Boulangerie Martin »',
    );
    expect(sentence(entry('pdf.downloaded'))).toBe(
      'claire@exemple.fr a téléchargé le PDF de la version 2 du DUERP « Boulangerie Martin »',
    );
    expect(
      describeActivity(entry('pdf.downloaded', { details: { fichier: 'DUERP_v2_demo.pdf' } })).text,
    ).toBe('a téléchargé le PDF de démonstration de la version 2 du DUERP « Boulangerie Martin »');
    expect(
      describeActivity(entry('export.downloaded', { details: { fichier: 'DUERP_v2.docx' } })).text,
    ).toBe('a exporté la version 2 du DUERP « Boulangerie Martin » en Word');
    expect(describeActivity(entry('share_link.revoked')).text).toBe(
      'a révoqué le lien de consultation « Salariés » du DUERP « Boulangerie Martin »',
    );
    expect(
      describeActivity(entry('version.generated', { versionNumber: null, duerpName: null })).text,
    ).toBe('a généré une version du DUERP');
    expect(
      describeActivity(
        entry('duerp.renamed', { details: { avant: 'Boulangerie', nom: 'Boulangerie Martin' } }),
      ).text,
    ).toBe('a renommé le DUERP « Boulangerie » en « Boulangerie Martin »');
  });
});
