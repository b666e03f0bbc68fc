import type { SecteurCategorie } from '@duerp/domain/secteur';
import type { PremadeUniteDeTravail } from './types.js';

function unites(
  secteur: SecteurCategorie | null,
  defs: readonly (readonly [slug: string, displayName: string])[],
): PremadeUniteDeTravail[] {
  const prefix = secteur ? `unite_${secteur.toLowerCase()}_` : 'unite_';
  return defs.map(([slug, displayName]) => ({
    idUniteDeTravail: `${prefix}${slug}`,
    displayName,
    secteurs: secteur ? [secteur] : [],
  }));
}

/** Units offered to every company, whatever its sector. */
const GENERALES = unites(null, [
  ['bureaux_administratifs', 'Bureaux administratifs'],
  ['accueil', 'Accueil'],
  ['direction', 'Direction'],
  ['service_commercial', 'Service commercial'],
  ['entretien_nettoyage', 'Entretien et nettoyage des locaux'],
  ['maintenance', 'Maintenance et services techniques'],
  ['atelier', 'Atelier'],
  ['stockage_entrepot', 'Stockage / entrepôt'],
  ['reception_marchandises', 'Réception des marchandises'],
  ['livraison', 'Livraison'],
  ['deplacements_professionnels', 'Déplacements professionnels'],
  ['cuisine_salle_pause', 'Cuisine / salle de pause'],
  ['archives', 'Archives'],
  ['informatique', 'Service informatique'],
  ['parking_exterieurs', 'Parking et espaces extérieurs'],
  ['teletravail', 'Télétravail'],
]);

const PAR_SECTEUR: Readonly<Record<SecteurCategorie, PremadeUniteDeTravail[]>> = {
  BUREAU: unites('BUREAU', [
    ['open_space', 'Bureaux en open space'],
    ['bureaux_individuels', 'Bureaux individuels'],
    ['salles_reunion', 'Salles de réunion'],
    ['accueil_standard', 'Accueil et standard téléphonique'],
    ['guichet_public', "Guichet d'accueil du public"],
    ['comptabilite_gestion', 'Comptabilité et gestion'],
    ['ressources_humaines', 'Ressources humaines'],
    ['reprographie_courrier', 'Reprographie et courrier'],
    ['relation_client', "Centre d'appels / relation client"],
    ['rendez_vous_exterieurs', "Rendez-vous clients à l'extérieur"],
  ]),
  BTP: unites('BTP', [
    ['gros_oeuvre', 'Chantier gros œuvre'],
    ['travaux_hauteur', 'Travaux en hauteur'],
    ['conduite_engins', "Conduite d'engins"],
    ['second_oeuvre', 'Second œuvre – finitions'],
    ['menuiserie', 'Atelier de menuiserie'],
    ['depot_materiaux', 'Dépôt et stockage de matériaux'],
    ['base_vie', 'Base vie de chantier'],
    ['demolition', 'Démolition'],
    ['terrassement_vrd', 'Terrassement et VRD'],
    ['couverture_etancheite', 'Couverture et étanchéité'],
    ['electricite_plomberie', 'Électricité, plomberie et chauffage'],
    ['conduite_travaux', 'Encadrement et conduite de travaux'],
  ]),
  SANTE: unites('SANTE', [
    ['soins_chambre', 'Soins en chambre'],
    ['bloc_operatoire', 'Bloc opératoire'],
    ['accueil_patients', 'Accueil des patients'],
    ['urgences', 'Urgences'],
    ['laboratoire', "Laboratoire d'analyses"],
    ['imagerie', 'Imagerie médicale'],
    ['sterilisation', 'Stérilisation'],
    ['pharmacie_interieure', 'Pharmacie à usage intérieur'],
    ['brancardage', 'Brancardage'],
    ['hebergement_residents', 'Hébergement des résidents (EHPAD)'],
    ['soins_domicile', 'Soins à domicile'],
    ['cuisine_restauration', 'Cuisine et restauration'],
    ['blanchisserie', 'Blanchisserie / lingerie'],
  ]),
  TRANSPORT: unites('TRANSPORT', [
    ['conduite_poids_lourds', 'Conduite de poids lourds'],
    ['conduite_utilitaires', 'Conduite de véhicules utilitaires légers'],
    ['livraison_urbaine', 'Livraison urbaine du dernier kilomètre'],
    ['transport_voyageurs', 'Transport de voyageurs'],
    ['quai', 'Quai de chargement et de déchargement'],
    ['entrepot_preparation', 'Entrepôt et préparation de commandes'],
    ['cariste', 'Conduite de chariots (caristes)'],
    ['exploitation', 'Exploitation et planification'],
    ['atelier_mecanique', 'Atelier mécanique et entretien des véhicules'],
    ['lavage_vehicules', 'Lavage des véhicules'],
  ]),
  COMMERCE: unites('COMMERCE', [
    ['surface_vente', 'Surface de vente'],
    ['caisses', 'Caisses'],
    ['reserve', 'Réserve'],
    ['quai_reception', 'Quai de réception'],
    ['boucherie', 'Rayon boucherie – découpe'],
    ['fruits_legumes', 'Rayon fruits et légumes'],
    ['boulangerie', 'Boulangerie – pâtisserie (laboratoire)'],
    ['chambres_froides', 'Chambres froides'],
    ['drive', 'Drive et préparation de commandes'],
    ['accueil_sav', 'Accueil clients et service après-vente'],
    ['etalages_exterieurs', 'Vitrines et étalages extérieurs'],
  ]),
  VETERINAIRE: unites('VETERINAIRE', [
    ['consultation', 'Salle de consultation'],
    ['bloc_chirurgical', 'Bloc chirurgical'],
    ['radiologie', 'Radiologie'],
    ['hospitalisation_chenil', 'Hospitalisation et chenil'],
    ['accueil_attente', "Accueil et salle d'attente"],
    ['laboratoire', 'Laboratoire'],
    ['sterilisation', 'Stérilisation du matériel'],
    ['visites_elevage', 'Visites en élevage et consultations extérieures'],
    ['gardes_urgences', 'Gardes et urgences'],
    ['pharmacie_veterinaire', 'Réserve de pharmacie vétérinaire'],
    ['toilettage', 'Toilettage'],
  ]),
  OPTICIEN: unites('OPTICIEN', [
    ['espace_vente', 'Espace de vente'],
    ['atelier_montage', 'Atelier de montage'],
    ['examen_vue', "Salle d'examen de vue"],
    ['contactologie', 'Contactologie'],
    ['accueil_caisse', 'Accueil et caisse'],
    ['ajustage_reparation', 'Ajustage et petites réparations'],
    ['reserve', 'Réserve'],
    ['bureau', 'Bureau administratif'],
    ['domicile', 'Interventions à domicile et en établissement'],
  ]),
  PHARMA: unites('PHARMA', [
    ['comptoir', 'Comptoir / espace de vente'],
    ['preparatoire', 'Préparatoire'],
    ['reserve_commandes', 'Réserve et réception des commandes'],
    ['robot', 'Robot de dispensation'],
    ['back_office', 'Bureau / back-office'],
    ['gardes_nuit', 'Gardes de nuit'],
    ['livraison_domicile', 'Livraison à domicile'],
    ['orthopedie', 'Orthopédie et matériel médical'],
    ['espace_confidentialite', 'Espace de confidentialité (vaccination, tests)'],
  ]),
  SCOLAIRE: unites('SCOLAIRE', [
    ['salles_classe', 'Salles de classe'],
    ['cour_recreation', 'Cour de récréation'],
    ['restauration_scolaire', 'Restauration scolaire'],
    ['laboratoires_sciences', 'Laboratoires de sciences'],
    ['gymnase', 'Gymnase et installations sportives'],
    ['ateliers', 'Ateliers techniques et professionnels'],
    ['administration_vie_scolaire', 'Administration et vie scolaire'],
    ['agents_techniques', 'Entretien et agents techniques'],
    ['periscolaire', 'Accueil périscolaire'],
    ['dortoir', 'Salle de sieste / dortoir'],
    ['sorties', 'Sorties et voyages scolaires'],
    ['cdi', "Centre de documentation et d'information (CDI)"],
  ]),
};

/** The premade units of one sector (without the general ones). */
export function unitesDuSecteur(secteur: SecteurCategorie): readonly PremadeUniteDeTravail[] {
  return PAR_SECTEUR[secteur];
}

/** The general units, offered to every company. */
export const UNITES_GENERALES: readonly PremadeUniteDeTravail[] = GENERALES;

/** Every premade unit: the general ones, then each sector's. */
export const UNITES: readonly PremadeUniteDeTravail[] = [
  ...GENERALES,
  ...Object.values(PAR_SECTEUR).flat(),
];
