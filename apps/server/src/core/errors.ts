import { z } from 'zod';
import { type ErrorCode, errorCodes } from './error-codes';

export const fieldError = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. `email` or `lines.0.quantity`'),
  rule: z.string().describe('The rule it broke, e.g. `required`, `too_small`, `invalid_format`, `unique`'),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

/** The body of every non-2xx answer (../shared/conventions.md). */
export const errorBody = z
  .object({
    statusCode: z.number().int(),
    code: z
      .enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]])
      .describe('Stable UPPER_SNAKE code: what went wrong, for programs (the message is for people)'),
    message: z.string(),
    fields: z.array(fieldError).optional(),
    requestId: z.string(),
  })
  .meta({ id: 'ApiError' });
export type ErrorBody = z.infer<typeof errorBody>;

/** A domain error: services throw these, the error handler turns them into the error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends AppError {
  constructor(message: string, fields?: FieldError[]) {
    super(400, 'VALIDATION_FAILED', message, fields);
  }
}

export class Unauthenticated extends AppError {
  constructor(message = 'Missing or invalid credentials', code: ErrorCode = 'UNAUTHENTICATED') {
    super(401, code, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You may not do this', code: ErrorCode = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFound extends AppError {
  constructor(what: string) {
    super(404, 'NOT_FOUND', `${what} not found`);
  }
}

export class Conflict extends AppError {
  constructor(message: string, fields?: FieldError[], code: ErrorCode = 'CONFLICT') {
    super(409, code, message, fields);
  }
}

export class InvalidTransition extends AppError {
  constructor(from: string, to: string) {
    super(409, 'INVALID_TRANSITION', `Cannot move from ${from} to ${to}`);
  }
}

export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}
