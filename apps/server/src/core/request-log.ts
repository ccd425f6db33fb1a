import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config';

/**
 * One log line per request instead of Fastify's pair ("incoming request", "request completed"), when
 * its answer is sent: `GET /api/v2/auth/self 200 4ms`, at info level (error for a 5xx, whose error the
 * error handler logs with its stack). Routes that are polled or serve static bytes (health, files, the
 * API reference) log at warn level: their successes stay quiet, their failures do not.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms}ms`;
    const fields = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (error || reply.statusCode >= 500)
      reply.log.error({ ...fields, ...(error ? { err: error } : {}) }, line);
    else reply.log.info(fields, line);
  }
}

/** pino-pretty's options: the request line says it all, its fields are for the JSON form. */
export const PRETTY = {
  translateTime: 'HH:MM:ss',
  ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
  singleLine: true,
};

/** The app's logger: JSON lines, or with LOG_PRETTY one readable line each (errors keep their stack). */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logPretty'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Credentials travel in headers; never let them reach a log line.
    redact: ['req.headers["x-session-id"]', 'req.headers["x-private-key"]', 'req.headers.authorization'],
    ...(config.logPretty
      ? {
          transport: { target: 'pino-pretty', options: PRETTY },
        }
      : {}),
  };
}

/** Route option for polled and static routes (see registerRequestLog). */
export const QUIET = { logLevel: 'warn' } as const;
