import { describe, expect, it } from 'vitest';
import { emptyDuerpData } from '../duerp/document-data.js';
import { applyDocumentWrite } from '../document-writes/document-writes.js';
import { diffDuerpData } from './diff.js';
import { historySentence } from './sentences.js';

const ctx = { newId: () => 'a1', now: () => '2026-12-03T10:00:00.000Z' };

describe('the history of the RPS assessment', () => {
  it('tells which part of which RPS unit a write changed, in French', () => {
    const empty = emptyDuerpData();
    const listed = applyDocumentWrite(
      'updateListUnitesRps',
      empty,
      {
        unitesRps: [
          { idUniteRps: 'p1', displayName: 'Vente', idsUnitesDeTravail: [], mode: 'groupe' },
        ],
      },
      ctx,
    );
    const held = applyDocumentWrite(
      'updateSeanceRps',
      listed,
      {
        idUniteRps: 'p1',
        date: '2026-11-20',
        animateurDirection: { nom: 'Claire', fonction: 'Gérante' },
        animateurPersonnel: { nom: 'Paul', fonction: 'CSE' },
        nombreParticipants: 4,
        confidentialiteAcceptee: true,
      },
      ctx,
    );
    const degraded = applyDocumentWrite(
      'updateDialogueSocialRps',
      held,
      { dialogueSocial: 'degrade' },
      ctx,
    );
    const sentences = (before: typeof empty, after: typeof empty) =>
      diffDuerpData(before, after).map((op) => historySentence('marie@exemple.fr', op));
    expect(sentences(empty, listed)).toEqual([
      "marie@exemple.fr a ajouté l'unité de travail RPS « Vente »",
    ]);
    expect(sentences(listed, held)).toEqual([
      "marie@exemple.fr a modifié la séance de l'unité de travail RPS « Vente »",
    ]);
    expect(sentences(held, degraded)).toEqual([
      'marie@exemple.fr a indiqué un dialogue social dégradé',
    ]);
    expect(sentences(degraded, empty)).toContain(
      "marie@exemple.fr a supprimé l'unité de travail RPS « Vente »",
    );
  });
});
