import { HeadingLevel, type FileChild } from 'docx';
import type { PresentedRps } from '@duerp/domain';
import { body, docxTable, heading } from './docx-tables.js';
import { rgb } from './export-input.js';

/** Issue 43: the « Facteurs de risques psychosociaux » part, as the PDF prints it. */
export function docxRps(rps: PresentedRps, number: number): FileChild[] {
  const children: FileChild[] = [
    heading(`${number}. ${rps.title}`, HeadingLevel.HEADING_1),
    body(rps.source),
  ];
  if (rps.warning) children.push(body(rps.warning));
  for (const unite of rps.unites) {
    children.push(
      heading(unite.name, HeadingLevel.HEADING_2),
      body([unite.seance, unite.unitesLiees].filter(Boolean).join(' · ')),
      docxTable(
        ['Famille de facteurs', 'Niveau', 'Ajustement du groupe'],
        unite.familles.map((f) => [
          f.label,
          { text: f.niveau, fill: rgb(f.colors.fill) },
          f.ajustement ?? '',
        ]),
        [3, 1, 3],
      ),
    );
    if (unite.situations.length > 0)
      children.push(
        docxTable(
          ['Facteur', 'Situations concrètes'],
          unite.situations.map((s) => [s.facteur, s.texte]),
          [2, 5],
        ),
      );
    if (unite.actions.length > 0)
      children.push(
        docxTable(
          ['Facteur ou famille', 'Action de prévention', 'Responsable', 'Échéance', 'Statut'],
          unite.actions.map((a) => [a.cible, a.description, a.responsable, a.echeance, a.statut]),
          [2, 3, 1.5, 1.5, 1],
        ),
      );
  }
  return children;
}
