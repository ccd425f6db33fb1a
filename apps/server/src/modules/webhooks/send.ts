import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, InternalAddressRefused, isInternalAddress } from './address';

export type SignedRequest = {
  url: string;
  eventId: string;
  body: string;
  /** Every secret that signs (the current one, and the previous one during a rotation's grace). */
  secrets: string[];
  at: Date;
};

/** The receiver's answer: its status code, or the error of an attempt that got none. */
export type Attempt = { statusCode: number | null; error: string | null };

/** The Standard Webhooks headers: `webhook-signature` holds one `v1,…` per secret, space-separated. */
export function signedHeaders({ eventId, body, secrets, at }: Omit<SignedRequest, 'url'>) {
  const signature = secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(' ');
  return {
    'content-type': 'application/json',
    'user-agent': 'fuel-platform-webhooks/1',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * POSTs one signed delivery: no redirects followed, the answer's body read and dropped (at most 64 KB),
 * the whole attempt bounded by `timeoutMs`. Internal addresses are refused unless allowed, by the
 * literal host or by what the name resolves to when connecting.
 */
export function postSigned(
  request: SignedRequest,
  { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean },
): Promise<Attempt> {
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (url.protocol !== 'https:' || (isIP(host) && isInternalAddress(host)))) {
    return Promise.resolve({ statusCode: null, error: 'Refused: the endpoint is not a public https URL' });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: signedHeaders(request),
        lookup: guardedLookup(allowPrivate) as never,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (answer) => {
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) answer.destroy();
        });
        answer.on('close', () => resolve({ statusCode: answer.statusCode ?? null, error: null }));
        answer.on('error', () => {});
      },
    );
    outgoing.on('error', (error) =>
      resolve({
        statusCode: null,
        error:
          error instanceof InternalAddressRefused
            ? `Refused: ${error.message}`
            : error.name === 'AbortError' || error.name === 'TimeoutError'
              ? `No answer within ${timeoutMs} ms`
              : `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}`,
      }),
    );
    outgoing.end(request.body);
  });
}
