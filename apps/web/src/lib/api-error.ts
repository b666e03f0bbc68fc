/** A failed call: HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The server's `{ message }` when it sent one: the toast shows it as it is. */
export async function readError(response: Response): Promise<ApiError> {
  let message: string | null = null;
  try {
    const text = await response.text();
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
  } catch {
    // not JSON: the status alone describes the error
  }
  return new ApiError(response.status, message);
}
