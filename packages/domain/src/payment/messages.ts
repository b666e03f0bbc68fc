/** French messages of SPEC §5 "Checkout" and "Billing profile", and SPEC §8. */
export const PAYMENT_MESSAGES = {
  planUnsupported:
    'Plan non supporté. Seuls les plans SUBPLAN_STANDARD et SUBPLAN_PREMIUM sont disponibles.',
  duerpIdMissing: 'ID du DUERP manquant pour le plan standard.',
  billingProfileRequired: 'Veuillez sélectionner un profil de facturation.',
  couponEmpty: 'Veuillez entrer un code.',
  couponInvalid: 'Code promo invalide ou expiré.',
  subscriptionParamMissing: 'Paramètre de souscription manquant.',
  nameRequired: 'Le nom ou la raison sociale est obligatoire',
  line1Required: "L'adresse ligne 1 est obligatoire",
  postalCodeRequired: 'Le code postal est obligatoire',
  cityRequired: 'La ville est obligatoire',
  countryRequired: 'Le pays est obligatoire',
  countryInvalid: "Le pays doit être un État membre de l'Union européenne.",
  profileSaved: 'Profil modifié !',
  pricesLoadFailed: 'Erreur lors du chargement des tarifs.',
  pricesEmpty: 'Aucune information de tarification disponible.',
  subscriptionInfoFailed: "Impossible de charger les informations d'abonnement.",
  paymentCheckFailed: 'Erreur lors de la vérification du paiement.',
  notPurchasable:
    'Ce DUERP ne peut pas être acheté : il doit être finalisé et ne pas être déjà en accès complet.',
  billingProfileNotFound: 'Profil de facturation introuvable.',
  subscriptionNotFound: 'Abonnement introuvable.',
  alreadyPremium: 'Votre compte dispose déjà du plan Premium.',
  vipNoPurchase: 'Votre compte VIP a déjà accès à tout : aucun achat nécessaire.',
  returnUrlInvalid: "L'adresse de retour doit pointer vers cette application.",
} as const;

/** Replaced by the subscription id in the success URL of a checkout. */
export const SUBSCRIPTION_ID_PLACEHOLDER = '{SUBSCRIPTION_ID}';
