import { type RequestOptions, Transport } from '@fuel/sdk';

/*
 * The fleet module's calls as docs/FLEET.md documents them, on the kit's Transport (the kit's one
 * owner of fetch, headers, errors and dates). The kit's own `@fuel/sdk/fleet` entry is being written
 * now; when it lands this file re-exports its FleetClient and the types below come from it.
 */

export type ContragentType = 'PHYSICALPERSON' | 'ORGANIZATION';
export type CompanyRole = 'SUPER_ADMIN' | 'ADMIN';

export type RegistryEntry = {
  contragentType: ContragentType;
  identificationCode: string;
  companyName: string;
};

export type SignupCode = { verificationId: string; expiresAt: Date; resendAfterSeconds: number };
export type ResetCode = { verificationId: string; expiresAt: Date };

export type SignupInput = {
  contragentType: ContragentType;
  identificationCode: string;
  email: string;
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
  verificationId: string;
  code: string;
};

export type FleetUser = {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
};

export type Membership = { role: CompanyRole; status: string; permissions: unknown };

export type FleetMe = {
  user: FleetUser;
  company: { id: string; name?: string; companyName?: string } & Record<string, unknown>;
  membership: Membership;
};

export type FleetSignup = FleetMe & { sessionId: string; expiresAt: Date };

export type FleetClientOptions = {
  url: string;
  projectKey: string;
  /** An end user's session: needed by `me()` only. */
  sessionId?: string;
  timeoutMs?: number;
};

export class FleetClient {
  readonly #transport: Transport;

  constructor(options: FleetClientOptions) {
    this.#transport = new Transport({
      url: options.url,
      projectKey: options.projectKey,
      sessionId: options.sessionId,
      timeoutMs: options.timeoutMs,
    });
  }

  readonly registry = {
    /** @throws {ClientError} 404 `IC_NOT_FOUND`. */
    lookup: (
      body: { contragentType: ContragentType; identificationCode: string },
      options?: RequestOptions,
    ): Promise<RegistryEntry> => this.#post('/fleet/registry/lookup', body, options),
  };

  readonly signup = {
    /** @throws {ClientError} 502 `SMS_NOT_SENT`, 429 `RATE_LIMITED`. */
    sendCode: (body: { phone: string }, options?: RequestOptions): Promise<SignupCode> =>
      this.#post('/fleet/signup/code', body, options),
    /** @throws {ClientError} 409 `CONTRAGENT_EXISTS` (with `fields`), 400 `INVALID_CODE`. */
    complete: (body: SignupInput, options?: RequestOptions): Promise<FleetSignup> =>
      this.#post('/fleet/signup', body, options),
  };

  readonly passwordReset = {
    /** The same answer whether or not an account exists. @throws {ClientError} 429 `RATE_LIMITED`. */
    sendCode: (
      body: { channel: 'phone' | 'email'; destination: string },
      options?: RequestOptions,
    ): Promise<ResetCode> => this.#post('/fleet/password-reset/code', body, options),
    /** @throws {ClientError} 400 `INVALID_CODE`, 400 `VALIDATION_FAILED`. */
    complete: async (
      body: { verificationId: string; code: string; newPassword: string },
      options?: RequestOptions,
    ): Promise<void> => {
      await this.#post('/fleet/password-reset', body, options);
    },
  };

  /** The signed-in company user. @throws {ClientError} 403 `NOT_A_COMPANY_USER`, `USER_BLOCKED`. */
  me(options?: RequestOptions): Promise<FleetMe> {
    return this.#transport.send('GET', '/fleet/me', { base: 'newer' }, options);
  }

  #post<T>(path: string, body: object, options?: RequestOptions): Promise<T> {
    return this.#transport.send('POST', path, { base: 'newer', body }, options);
  }
}
