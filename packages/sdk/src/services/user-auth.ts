import type { UserSession } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService, type Sender } from '../service';
import type { RequestOptions } from '../transport';
import type { LoginInput, SignupInput } from '../types';

/**
 * End users' signup and login with the project's public key, on the newer base. The session id they
 * return goes, with the same project key, into a `UserClient`.
 */
export class UserAuthService extends BaseService {
  /** @param signedIn called with each new session, to keep it. */
  constructor(
    transport: Sender,
    private readonly signedIn?: (session: UserSession) => void,
  ) {
    super(transport);
  }

  /**
   * `POST /auth/signup`: creates an end user of the project and signs them in.
   *
   * @returns the session id, its expiry and the user.
   * @throws {ClientError} 400 `VALIDATION_FAILED` (with `fields`), 409 `CONFLICT` when the e-mail or
   *   phone is taken in the project.
   */
  async signup(body: SignupInput, options?: RequestOptions): Promise<UserSession> {
    return this.#kept(await this.transport.send('POST', path`/auth/signup`, { body }, options));
  }

  /**
   * `POST /auth/login`: signs an end user of the project in.
   *
   * @returns the session id, its expiry and the user.
   * @throws {ClientError} 401 `INVALID_CREDENTIALS`, 403 `USER_BLOCKED`, 429 `RATE_LIMITED`.
   */
  async login(body: LoginInput, options?: RequestOptions): Promise<UserSession> {
    return this.#kept(await this.transport.send('POST', path`/auth/login`, { body }, options));
  }

  #kept(session: UserSession): UserSession {
    this.signedIn?.(session);
    return session;
  }
}
