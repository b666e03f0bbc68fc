import { HeadingLevel, type FileChild } from 'docx';
import {
  CHEMICALS_SECTION_TITLE,
  CMR_SUMMARY_TITLE,
  type PresentedChemicals,
} from '@duerp/domain/presentation';
import { body, docxTable, heading } from './docx-tables.js';

/** Issue 44: the « Inventaire des produits chimiques » part and the anonymised CMR list, as the PDF prints them. */
export function docxChemicals(chemicals: PresentedChemicals, number: number): FileChild[] {
  const children: FileChild[] = [
    heading(`${number}. ${CHEMICALS_SECTION_TITLE}`, HeadingLevel.HEADING_1),
    body(chemicals.source),
  ];
  for (const unite of chemicals.unites)
    children.push(
      heading(unite.name, HeadingLevel.HEADING_2),
      docxTable(
        ['Produit', 'Fournisseur', 'Pictogrammes', 'CMR', 'FDS (révision)', 'Substitution'],
        unite.produits.map((p) => [
          p.nom,
          p.fournisseur,
          p.pictogrammes,
          p.cmr,
          p.fds,
          p.substitution,
        ]),
        [2, 1.5, 2, 1, 1.2, 1.5],
      ),
    );
  if (chemicals.cmr)
    children.push(
      heading(CMR_SUMMARY_TITLE, HeadingLevel.HEADING_2),
      body(chemicals.cmr.note),
      docxTable(
        ['Produit CMR', 'Travailleurs', "Nature de l'exposition", 'Durée', 'Degré'],
        chemicals.cmr.produits.flatMap((p) =>
          (p.expositions.length > 0
            ? p.expositions
            : [{ nature: '—', duree: '—', degre: '—' }]
          ).map((l, i) => [
            i === 0 ? p.nom : '',
            i === 0 ? p.travailleurs : '',
            l.nature,
            l.duree,
            l.degre,
          ]),
        ),
        [2, 1, 3, 1.5, 1.5],
      ),
    );
  return children;
}
