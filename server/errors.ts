/** An expected failure with the HTTP status and the message the user sees. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string) => new AppError(429, message);
