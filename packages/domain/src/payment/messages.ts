/** French messages of the checkout and the billing profile, and their toasts. */
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
  returnUrlInvalid:
    "Cette page n'a pas été ouverte à l'adresse de l'application : rechargez-la puis recommencez.",
  paymentInProgress:
    'Un paiement de cet achat est déjà en cours de traitement (prélèvement SEPA par exemple) : attendez sa confirmation avant de recommencer.',
  alreadyBought:
    'Cet achat est déjà réglé : retrouvez-le dans « Mon compte ». Aucun nouveau paiement n’est nécessaire.',
  checkoutSuperseded:
    'Ce paiement a été remplacé par un autre lancé depuis un autre onglet : terminez plutôt celui-là.',
} as const;

/** Refusal of a return URL when the application has one official address (PUBLIC_URL). */
export const wrongAddressMessage = (origin: string) =>
  `Le paiement se fait depuis l'adresse officielle de l'application, ${origin} : ouvrez-la à cette adresse puis recommencez.`;

/** Replaced by the subscription id in the success URL of a checkout. */
export const SUBSCRIPTION_ID_PLACEHOLDER = '{SUBSCRIPTION_ID}';
