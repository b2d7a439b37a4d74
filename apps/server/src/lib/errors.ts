import type { ErrorCode } from '@rentease/contract';
import { messages } from '@rentease/contract';

/**
 * The one error type services throw. The error handler turns it into
 * `{ error, code, details }` with `status` as the HTTP status.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly status: number,
    public readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: Record<string, string>): AppError {
    return new AppError('VALIDATION_ERROR', message, 400, details);
  }

  static unauthenticated(message: string = messages.loginRequired): AppError {
    return new AppError('UNAUTHENTICATED', message, 401);
  }

  static forbidden(message: string = messages.forbidden): AppError {
    return new AppError('FORBIDDEN', message, 403);
  }

  static notFound(message: string = messages.notFound): AppError {
    return new AppError('NOT_FOUND', message, 404);
  }

  static conflict(message: string, code: ErrorCode = 'CONFLICT'): AppError {
    return new AppError(code, message, 409);
  }
}
