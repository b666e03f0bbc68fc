import type {
  Categorie,
  DuerpDocument,
  EtatDeMesure,
  MesureProposee,
  Risque,
  RisqueInput,
  UniteDeTravail,
} from '@duerp/domain/duerp';
import type { ModeleDuSecteur, ModeleUnite } from '@duerp/domain/premade';
import { riskListOf, sameName, type RiskList } from '../risk-entry/risk-list';

/** A unit's categories and risks as the model proposes them, ready for the list write. */
export function modelRiskList(unite: ModeleUnite): RiskList {
  const categorieDeRisques: Categorie[] = [];
  const risques: RisqueInput[] = unite.risques.map((risque) => {
    let categorie = categorieDeRisques.find((c) =>
      sameName(c.displayName, risque.categorie.displayName),
    );
    if (!categorie) {
      categorie = {
        idCategorie: crypto.randomUUID(),
        code: risque.categorie.code,
        displayName: risque.categorie.displayName,
        isUserDefined: false,
      };
      categorieDeRisques.push(categorie);
    }
    return {
      idRisque: crypto.randomUUID(),
      idCategorie: categorie.idCategorie,
      code: risque.code,
      displayName: risque.displayName,
      danger: '',
      remarques: '',
      isUserDefined: false,
      infoSeuil: risque.infoSeuil,
      idPremadeRisque: risque.idPremadeRisque,
    };
  });
  return { categorieDeRisques, risques };
}

/** One OiRA-style question: is this proposed measure of this risk in place? */
export interface Question {
  unite: UniteDeTravail;
  /** 1-based, among the units that have questions. */
  uniteNumber: number;
  uniteCount: number;
  risque: Risque;
  mesure: MesureProposee;
}

export interface QuestionPlan {
  /** The first question not answered yet, in unit, risk and measure order; null when done. */
  next: Question | null;
  answered: number;
  total: number;
}

/**
 * The questions of a document: each measure the model proposes for each of its risks that came
 * from the catalogue (idPremadeRisque), answered once `mesuresProposees` holds it. Derived from the
 * stored document alone, so that the person resumes where they left, after a reload too.
 */
export function questionPlan(document: DuerpDocument, modele: ModeleDuSecteur): QuestionPlan {
  const mesuresOf = new Map(
    modele.unites.flatMap((u) => u.risques).map((r) => [r.idPremadeRisque, r.mesures]),
  );
  const units = document.data.unitesDeTravail
    .map((unite) => ({
      unite,
      risques: unite.risques.flatMap((risque) => {
        const mesures = risque.idPremadeRisque ? mesuresOf.get(risque.idPremadeRisque) : undefined;
        return mesures && mesures.length > 0 ? [{ risque, mesures }] : [];
      }),
    }))
    .filter((u) => u.risques.length > 0);
  let next: Question | null = null;
  let answered = 0;
  let total = 0;
  units.forEach(({ unite, risques }, index) => {
    for (const { risque, mesures } of risques) {
      for (const mesure of mesures) {
        total += 1;
        if (risque.mesuresProposees?.some((m) => m.idMesure === mesure.idMesure)) answered += 1;
        else next ??= { unite, uniteNumber: index + 1, uniteCount: units.length, risque, mesure };
      }
    }
  });
  return { next, answered, total };
}

/** The unit's list with one answer more on one risk (the rest as stored). */
export function withAnswer(
  unite: UniteDeTravail,
  idRisque: string,
  mesure: MesureProposee,
  etat: EtatDeMesure,
): RiskList {
  const list = riskListOf(unite);
  const stored = unite.risques.find((r) => r.idRisque === idRisque);
  const mesuresProposees = [
    ...(stored?.mesuresProposees ?? []).filter((m) => m.idMesure !== mesure.idMesure),
    { ...mesure, etat },
  ];
  return {
    ...list,
    risques: list.risques.map((r) => (r.idRisque === idRisque ? { ...r, mesuresProposees } : r)),
  };
}
