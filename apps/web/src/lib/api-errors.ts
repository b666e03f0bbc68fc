import { toast } from 'sonner';
import { ApiError } from './api-client';
import { isToldByThePage } from './opened-documents';

/** Generic error toast: by status when the server gave no message. */
const STATUS_MESSAGES: Record<number, string> = {
  400: '(400) La requête envoyée contient une erreur.',
  403: "(403) Vous n'avez pas la permission de faire cette action.",
  404: '(404) La ressource demandée est introuvable.',
  409: '(409) Conflit : la ressource existe déjà ou a été modifiée entre-temps.',
  500: '(500) Le serveur a rencontré une erreur interne… Veuillez contacter le développeur si elle persiste.',
  503: '(503) Le serveur est actuellement indisponible ou en maintenance.',
  0: 'Il semble y avoir un problème de connexion avec le serveur…',
};
const UNKNOWN_ERROR = 'Une erreur inconnue est survenue…';

/** The server's message when it sent one, else the catalogue text for the status. */
export function describeApiError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? STATUS_MESSAGES[error.status] ?? UNKNOWN_ERROR;
  }
  return UNKNOWN_ERROR;
}

/** The generic error toast, prefixed 'Erreur : '. */
export function toastApiError(error: unknown): void {
  // « DUERP introuvable. » of a document open here: the page tells of the lost access, once.
  if (isToldByThePage(error)) return;
  toast.error(`Erreur : ${describeApiError(error)}`);
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
