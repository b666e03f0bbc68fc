import { formatDateLong } from '@duerp/domain/calendar';
import { plural } from '@duerp/domain/text';

export interface ArchiveSummary {
  email: string;
  exportedAt: Date;
  origin: string;
  documentCount: number;
  pdfCount: number;
  /** Photos of the DUERPs (drafts and versions), issue 27. */
  photoCount: number;
  /** Products of the chemical register, issue 44; the line is left out without any. */
  chemicalProductCount?: number;
  invoiceCount: number;
  /** "Nom du DUERP, version n" of the versions whose full PDF the access does not include. */
  missingVersions: string[];
}

/** The README of the employer's archive: what it holds and what it does not. */
export function archiveReadme(s: ArchiveSummary): string {
  const lines = [
    `Vos données DUERP en ligne — archive du ${formatDateLong(s.exportedAt)}`,
    `Compte : ${s.email}`,
    '',
    'Contenu de cette archive :',
    `- donnees.json : les données actuelles de vos ${s.documentCount} DUERP (entreprise, unités de travail, risques, actions de prévention), la liste de leurs versions et de vos factures, dans un format ouvert, lisible par d'autres logiciels ;`,
    `- un dossier par DUERP, avec le PDF complet de chaque version incluse dans votre accès (${s.pdfCount} PDF) ;`,
    `- dans le dossier de chaque DUERP, un dossier photos : les photos de ses risques et de ses actions (${plural(s.photoCount, 'photo')}), celles du brouillon comme celles que gardent ses versions ; donnees.json dit pour chacune son unité de travail, son risque ou son action, sa légende, sa date et les versions qui la contiennent ;`,
    ...(s.chemicalProductCount
      ? [
          `- Produits chimiques : les fiches de données de sécurité et les pièces jointes des démarches de substitution de vos ${plural(s.chemicalProductCount, 'produit')} ; donnees.json (produitsChimiques) tient le registre, les démarches, la liste nominative des travailleurs exposés aux CMR et ses envois au service de prévention et de santé au travail ;`,
        ]
      : []),
    `- Factures : vos factures en PDF (${s.invoiceCount}).`,
    '',
  ];
  if (s.missingVersions.length > 0) {
    lines.push(
      "Versions dont le PDF complet n'est pas inclus dans votre accès (leur version de démonstration reste téléchargeable depuis l'application) :",
      ...s.missingVersions.map((v) => `- ${v}`),
      '',
    );
  }
  lines.push(
    "Conservation : le document unique, dans ses versions successives, est conservé par l'employeur et tenu à disposition pendant au moins quarante ans à compter de son élaboration (articles L4121-3-1 et R4121-4 du Code du travail). Gardez cette archive en lieu sûr.",
    '',
    `Authenticité : chaque PDF complet porte en couverture un code de vérification ; son authenticité se vérifie sur ${s.origin}/verifier.`,
    '',
  );
  return lines.join('\r\n');
}
