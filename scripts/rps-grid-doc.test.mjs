import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACTEURS_RPS, FAMILLES_RPS, RPS_METHOD_SOURCE } from '../packages/domain/src/rps/grid.ts';
import { ROOT } from './lib.mjs';

/*
 * docs/rps-grid.md is written from the grid itself, so that the list of the 26 factors, their
 * families and polarities cannot drift from what the product asks and computes. After a change
 * of the grid: `RPS_GRID_WRITE=1 npx vitest run scripts/rps-grid-doc.test.mjs`.
 */
const DOC = join(ROOT, 'docs/rps-grid.md');

const AIST83 =
  'https://www.aist83.fr/Agenda-Actualites/Actualites/Sante-au-travail/Quelle-est-la-place-des-RPS-dans-le-DUER';
const ED6140 = 'https://fr.scribd.com/document/431068997/outil-sst';
const TRANSCRIPTION =
  'transcriptions publiques des 26 questions (index de code : `PsychosocialQuestionSeeder`, grille React « struct »)';

/** What each family was checked against (docs/decisions.md, « Issue 43 — commentaires, sommaire des actions et la grille vérifiée contre ED 6140 »). */
const SOURCES = {
  intensite: `nom de la famille : [AIST 83](${AIST83}) ; 7 facteurs et sens des questions : ${TRANSCRIPTION}`,
  horaires: `nom : [AIST 83](${AIST83}) ; 5 facteurs, seuil de 45 heures : ${TRANSCRIPTION}`,
  emotions: `nom : [AIST 83](${AIST83}) ; 3 facteurs : ${TRANSCRIPTION}`,
  autonomie: `nom : [AIST 83](${AIST83}) ; 3 facteurs : ${TRANSCRIPTION}`,
  rapports: `nom : [AIST 83](${AIST83}) ; 4 facteurs : ${TRANSCRIPTION}`,
  valeurs: `nom : [AIST 83](${AIST83}) ; 2 facteurs : ${TRANSCRIPTION}`,
  insecurite: `nom : [AIST 83](${AIST83}) (« insécurité de l'emploi et du travail ») ; 2 facteurs : ${TRANSCRIPTION}`,
};

const POLARITE = {
  risque: 'risque (« souvent » = plus de risque)',
  ressource: 'ressource (« souvent » = moins de risque)',
};

const cell = (text) => text.replace(/\|/g, '\\|');

function rpsGridMarkdown() {
  const lines = [
    '# La grille RPS : 26 facteurs, 7 familles',
    '',
    '<!-- Écrit par scripts/rps-grid-doc.test.mjs depuis packages/domain/src/rps/grid.ts : ne pas modifier à la main. -->',
    '',
    `Source de la méthode : ${RPS_METHOD_SOURCE}. Guide ED 6140 consulté : [copie publique](${ED6140}) (première page seulement lisible dans les pages stockées). Les questions sont écrites avec nos mots ; la polarité dit comment une réponse fréquente se lit.`,
    '',
    '| # | Famille | Facteur | Polarité | Question posée au groupe |',
    '|---|---|---|---|---|',
    ...FACTEURS_RPS.map((f, i) => {
      const famille = FAMILLES_RPS.find((x) => x.id === f.famille)?.label ?? f.famille;
      return `| ${i + 1} | ${cell(famille)} | ${cell(f.label)} | ${POLARITE[f.polarite]} | ${cell(f.question)} |`;
    }),
    '',
    '## Source vérifiée par famille',
    '',
    '| Famille | Facteurs | Risque / ressource | Vérifié contre |',
    '|---|---|---|---|',
    ...FAMILLES_RPS.map(({ id, label }) => {
      const of = FACTEURS_RPS.filter((f) => f.famille === id);
      const risques = of.filter((f) => f.polarite === 'risque').length;
      return `| ${cell(label)} | ${of.length} | ${risques} / ${of.length - risques} | ${cell(SOURCES[id])} |`;
    }),
    '',
  ];
  return lines.join('\n');
}

describe('docs/rps-grid.md', () => {
  it('lists the 26 factors of the grid, their families and polarities, as the domain has them', () => {
    const markdown = rpsGridMarkdown();
    if (process.env.RPS_GRID_WRITE === '1') writeFileSync(DOC, markdown);
    expect(FACTEURS_RPS).toHaveLength(26);
    expect(readFileSync(DOC, 'utf8')).toBe(markdown);
  });
});
