import { ClientError } from '../errors';
import type { Sender } from '../service';
import type { Transport } from '../transport';
import type { OAuthToken } from './api-client-types';

/** An API client's credentials, from the company's integrations page. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** The scopes to ask for; left out: all the client's. */
  scopes?: string[];
}

/** A token is renewed this long before it expires (or at half its life, when that is sooner). */
const RENEW_BEFORE_MS = 60_000;

/**
 * A sender that authenticates with an OAuth2 access token (client credentials, `POST /oauth/token`):
 * fetched on first use, kept, renewed before it expires (one request for concurrent calls), and renewed
 * once more when the server answers 401 `INVALID_TOKEN` (a revoked token, a restarted clock), the call
 * then retried once. The server answers 401 before it acts, so the retry is safe.
 */
export class ClientCredentialsSender implements Sender {
  #token: { value: string; renewAt: number } | undefined;
  #pending: Promise<string> | undefined;

  constructor(
    private readonly transport: Transport,
    private readonly credentials: ClientCredentials,
  ) {}

  async send<T>(...[method, path, request, options]: Parameters<Sender['send']>): Promise<T> {
    const token = await this.#current();
    try {
      return await this.transport.send<T>(method, path, request, bearer(options, token));
    } catch (error) {
      if (!(ClientError.is(error) && error.status === 401 && error.code === 'INVALID_TOKEN')) throw error;
      if (this.#token?.value === token) this.#token = undefined;
      return this.transport.send<T>(method, path, request, bearer(options, await this.#current()));
    }
  }

  /**
   * `POST /oauth/token` with the credentials: a new access token.
   * @throws {ClientError} 401 `OAUTH_INVALID_CLIENT` (wrong secret, revoked or expired client),
   *   400 `OAUTH_INVALID_SCOPE`, 429 `RATE_LIMITED`.
   */
  async requestToken(): Promise<OAuthToken> {
    const { clientId, clientSecret, scopes } = this.credentials;
    return this.transport.send<OAuthToken>('POST', '/oauth/token', {
      body: {
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
        ...(scopes?.length ? { scope: scopes.join(' ') } : {}),
      },
    });
  }

  #current(): Promise<string> {
    if (this.#token && Date.now() < this.#token.renewAt) return Promise.resolve(this.#token.value);
    this.#pending ??= this.requestToken()
      .then((answer) => {
        const lifeMs = answer.expires_in * 1000;
        this.#token = {
          value: answer.access_token,
          renewAt: Date.now() + lifeMs - Math.min(RENEW_BEFORE_MS, lifeMs / 2),
        };
        return answer.access_token;
      })
      .finally(() => {
        this.#pending = undefined;
      });
    return this.#pending;
  }
}

function bearer(options: Parameters<Sender['send']>[3], token: string) {
  return { ...options, headers: { Authorization: `Bearer ${token}`, ...options?.headers } };
}
