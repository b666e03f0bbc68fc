import type { MesureDef } from './define.js';

/** Family 27, Risque routier domicile-travail (sources: SOURCES.md, section « Risque routier domicile-travail (trajets) »). */
export const MESURES_TRAJETS: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_trajets: [
    {
      texte:
        'Aménager un abri à vélos éclairé et un vestiaire pour se changer et faire sécher les vêtements',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Déneiger et saler les accès piétons du site et éclairer les cheminements depuis l'arrêt de bus et le parking",
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        'Caler les heures de prise et de fin de poste sur les transports en commun et les temps de trajet réels',
      principe: 4,
      nature: 'organisationnelle',
      risques: [1, 4],
    },
    {
      texte:
        'Prévoir un temps de repos sur place avant de reprendre la route après un poste de nuit',
      principe: 4,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Autoriser un décalage d'horaire ou le télétravail les jours de neige, de verglas ou d'alerte météo",
      principe: 4,
      nature: 'organisationnelle',
      risques: [2, 3],
    },
    {
      texte: 'Organiser un covoiturage ou une navette pour les postes en horaires décalés',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Écrire qu'un retard dû au trafic ou à la météo n'est pas sanctionné et le faire savoir aux équipes",
      principe: 7,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte:
        'Fournir un gilet haute visibilité et un éclairage aux salariés qui viennent à vélo ou à deux-roues',
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
  ],
};
