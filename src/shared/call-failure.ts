/**
 * A failed call as both sides see it (DESIGN §4): the HTTP status, the message the user
 * reads, and each field's message. The server throws it (AppError), the client's fetch
 * wrapper rebuilds it from the answer (ApiError).
 */
export class CallFailure extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}
