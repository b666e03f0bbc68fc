import type { FamilleDeRisques } from './types.js';

/**
 * Risk families. Their order gives their number (1 to N), which prefixes the codes of their
 * categories and risks: append new families at the end so existing codes never change.
 * Families 1 to 20 follow the INRS guide ED 840 "Évaluation des risques professionnels".
 */
export const FAMILLES: readonly FamilleDeRisques[] = [
  { idFamille: 'famille_chutes_plain_pied', displayName: 'Chutes de plain-pied' },
  { idFamille: 'famille_chutes_hauteur', displayName: 'Chutes de hauteur' },
  {
    idFamille: 'famille_circulations_internes',
    displayName: "Circulations internes de véhicules et d'engins",
  },
  { idFamille: 'famille_deplacements_routiers', displayName: 'Déplacements routiers en mission' },
  {
    idFamille: 'famille_charge_physique',
    displayName: 'Charge physique de travail et manutention manuelle',
  },
  { idFamille: 'famille_manutention_mecanique', displayName: 'Manutention mécanique et levage' },
  {
    idFamille: 'famille_produits_chimiques',
    displayName: 'Produits chimiques, émissions et déchets',
  },
  { idFamille: 'famille_agents_biologiques', displayName: 'Agents biologiques' },
  {
    idFamille: 'famille_equipements_travail',
    displayName: 'Équipements de travail (machines, outils)',
  },
  {
    idFamille: 'famille_effondrements_chutes_objets',
    displayName: "Effondrements et chutes d'objets",
  },
  { idFamille: 'famille_bruit', displayName: 'Bruit' },
  { idFamille: 'famille_ambiances_thermiques', displayName: 'Ambiances thermiques' },
  { idFamille: 'famille_incendie_explosion', displayName: 'Incendie et explosion' },
  { idFamille: 'famille_electricite', displayName: 'Électricité' },
  { idFamille: 'famille_ambiances_lumineuses', displayName: 'Ambiances lumineuses' },
  { idFamille: 'famille_rayonnements', displayName: 'Rayonnements' },
  { idFamille: 'famille_risques_psychosociaux', displayName: 'Risques psychosociaux' },
  { idFamille: 'famille_vibrations', displayName: 'Vibrations' },
  { idFamille: 'famille_heurts_cognements', displayName: 'Heurts et cognements' },
  { idFamille: 'famille_pratiques_addictives', displayName: 'Pratiques addictives' },
  { idFamille: 'famille_travail_ecran', displayName: 'Travail sur écran' },
  { idFamille: 'famille_amiante', displayName: 'Amiante' },
  { idFamille: 'famille_travail_isole', displayName: 'Travail isolé' },
  {
    idFamille: 'famille_agressions',
    displayName: 'Agressions et violences externes',
  },
  {
    idFamille: 'famille_organisation_travail',
    displayName: 'Organisation du travail, horaires atypiques et travail de nuit',
  },
  {
    idFamille: 'famille_coactivite',
    displayName: "Co-activité et interventions d'entreprises extérieures",
  },
  { idFamille: 'famille_trajets', displayName: 'Risque routier domicile-travail (trajets)' },
  {
    idFamille: 'famille_travailleurs_proteges',
    displayName: 'Travailleurs à protection particulière',
  },
  { idFamille: 'famille_animaux', displayName: 'Contact avec les animaux' },
];

const NUMEROS = new Map(FAMILLES.map((famille, index) => [famille.idFamille, index + 1]));

/** The number of a family (1-based), which prefixes the codes of its categories. */
export function familleNumero(idFamille: string): number {
  const numero = NUMEROS.get(idFamille);
  if (numero === undefined) throw new Error(`Famille de risques inconnue : ${idFamille}`);
  return numero;
}
