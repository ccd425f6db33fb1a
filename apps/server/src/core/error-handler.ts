import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from './error-codes';
import { AppError, type ErrorBody, type FieldError, RateLimited } from './errors';

/** Codes of Fastify's own 4xx errors that deserve a more telling name than their status. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_BODY',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

const statusCodes: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** PostgreSQL error codes that mean bad input or a conflict rather than a bug. */
const postgresErrors: Record<string, { statusCode: number; code: ErrorCode; message: string }> = {
  '23505': { statusCode: 409, code: 'CONFLICT', message: 'A record with these values already exists' },
  '23503': { statusCode: 409, code: 'CONFLICT', message: 'A referenced record does not exist or is in use' },
  '22P02': { statusCode: 400, code: 'VALIDATION_FAILED', message: 'A value has the wrong format' },
  // Bad input the schemas let through would otherwise be a 500: out of range, unstorable text.
  '22003': { statusCode: 400, code: 'VALIDATION_FAILED', message: 'A number is out of range' },
  '22021': { statusCode: 400, code: 'VALIDATION_FAILED', message: 'A text holds an invalid character' },
  '22P05': { statusCode: 400, code: 'VALIDATION_FAILED', message: 'A text holds an invalid character' },
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    send(request, reply, {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        rule:
          // A custom check names its rule in params (fleet/form-rules.ts: the password rules).
          (issue.params as { params?: { rule?: string } } | undefined)?.params?.rule ??
          (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '')
            ? 'required'
            : issue.keyword),
        message: issue.message ?? 'Invalid value',
      }));
      const where = error.validationContext ?? 'request';
      return send(request, reply, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: `Invalid ${where}: ${fields.map((field) => field.path || where).join(', ')}`,
        fields,
      });
    }
    if (error instanceof AppError) {
      if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(request, reply, {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        fields: error.fields,
      });
    }
    const postgres = postgresErrors[postgresCode(error) ?? ''];
    if (postgres) return send(request, reply, postgres);

    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return send(request, reply, {
        statusCode,
        code: fastifyCodes[error.code] ?? statusCodes[statusCode] ?? 'BAD_REQUEST',
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, {
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route is found (a malformed
 * URL, a path parameter over the length limit) get the one error body too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(request, reply, {
    statusCode,
    code: fastifyCodes[error.code] ?? statusCodes[statusCode] ?? 'BAD_REQUEST',
    message: error.message,
  });
}

function send(request: FastifyRequest, reply: FastifyReply, body: Omit<ErrorBody, 'requestId'>) {
  const payload: ErrorBody = { ...body, requestId: request.id };
  if (!payload.fields?.length) delete payload.fields;
  return reply.code(body.statusCode).type('application/json').send(payload);
}

/** Drizzle wraps driver errors; the SQLSTATE code sits on the error or on its cause. */
function postgresCode(error: unknown): string | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as never
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}
