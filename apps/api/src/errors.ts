import { plural } from '@duerp/domain/text';

/** An error meant for the client: its message (French) and status are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentification requise.') => new HttpError(401, message);
export const forbidden = (message = "(403) Vous n'avez pas la permission de faire cette action.") =>
  new HttpError(403, message);
export const notFound = (message = 'La ressource demandée est introuvable.') =>
  new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    `Trop de tentatives. Veuillez réessayer dans ${plural(retryAfterSeconds, 'seconde')}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
