/** Every route of the web app in one place. */
export const paths = {
  home: '/',
  login: '/login',
  createAccount: '/create-account',
  resetPassword: '/resetpwd',
  forgotPassword: '/forgot-password',
  contact: '/contact',
  delegateLogin: '/dg',
  duerps: '/duerps',
  newDuerp: '/duerps/new',
  duerp: (id: string) => `/duerps/${id}`,
  editDuerp: (id: string, step?: number) => `/duerps/${id}/edit${step ? `?step=${step}` : ''}`,
  /** Added by issue 29: the document's "Historique des modifications". */
  duerpHistory: (id: string) => `/duerps/${id}/historique`,
  checkout: '/checkout',
  afterPayment: '/after-payment',
  myAccount: '/my-account',
  choosePlan: '/choose-plan',
  selectDuerp: '/choose-plan/select-duerp',
  contactPrivate: '/contact-private',
  guide: '/guide',
  /** An addition: the plans and prices for visitors. */
  pricing: '/tarifs',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  terms: '/cgu',
  accessibility: '/accessibilite',
  /** An addition: a read-only share link (issue #18). */
  shared: (token: string) => `/partage/${token}`,
  /** An addition: anyone checks a DUERP's authenticity (issue #18). */
  verifier: '/verifier',
  /** Added by issue 25: the person's espaces, an espace's members and its journal. */
  espaces: '/espaces',
  /** Issue 42: every DUERP of every espace of the person, by compliance findings. */
  radar: '/espaces/radar',
  espaceMembers: (espaceId: string) => `/espaces/${espaceId}/membres`,
  espaceJournal: (espaceId: string) => `/espaces/${espaceId}/journal`,
  /** Issue 44: the espace's chemical products and the list of workers exposed to CMR agents. */
  espaceChemicals: (espaceId: string) => `/espaces/${espaceId}/produits-chimiques`,
  /** Issue 44: that list anonymised, to print for the workers and the CSE. */
  espaceChemicalsCse: (espaceId: string) =>
    `/espaces/${espaceId}/produits-chimiques/liste-anonymisee`,
  /** Added by issue 25: where an invitation e-mail's link leads (`?token=`), signed in or not. */
  invitation: '/invitation',
} as const;

/** /choose-plan for the DUERP the user came for (query duerpid); the bare page without one. */
export function choosePlanUrl(duerpId: string | null): string {
  return duerpId ? `${paths.choosePlan}?duerpid=${encodeURIComponent(duerpId)}` : paths.choosePlan;
}

/** An auth page with the email already filled in (`?email=`), and where to go after it. */
export function withEmail(path: string, email: string, returnUrl?: string): string {
  const back = returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : '';
  return `${path}?email=${encodeURIComponent(email)}${back}`;
}

/** The login URL that brings the visitor back to `target` after sign-in. */
export function loginWithReturn(target: string): string {
  return `${paths.login}?returnUrl=${encodeURIComponent(target)}`;
}

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeReturnUrl(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
