/** Why a write cannot apply to the document's data: what is missing, what is refused, what clashes. */
export type DocumentWriteRefusal = 'notFound' | 'invalid' | 'conflict';

/**
 * A write that its document's data refuses (a unit that is not there, two risks with one id), with
 * its French message. The API answers it with 404, 400 or 409; the offline queue keeps the
 * document as it was; the web tests' fake server answers as the API would.
 */
export class DocumentWriteError extends Error {
  constructor(
    readonly refusal: DocumentWriteRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentWriteError';
  }
}

/** The HTTP status the API answers each refusal with. */
export const REFUSAL_STATUS = { notFound: 404, invalid: 400, conflict: 409 } as const;

export const missing = (message: string) => new DocumentWriteError('notFound', message);
export const invalid = (message: string) => new DocumentWriteError('invalid', message);
export const clash = (message: string) => new DocumentWriteError('conflict', message);
