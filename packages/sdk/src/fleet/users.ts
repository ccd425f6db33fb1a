import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type {
  FleetUser,
  FleetUserCreated,
  FleetUserCreateInput,
  FleetUserListInput,
  FleetUserPage,
  FleetUserPermissions,
  FleetUserStatus,
  FleetUserUpdateInput,
} from './types';

/**
 * The company's users (the users page and edit-user). Every method may throw {ClientError} 403
 * `NOT_AUTHORIZED` (no users page access), `MAIN_ADMIN_ONLY`, `USER_BLOCKED`.
 */
export class FleetUsersService extends BaseService {
  /** `GET /fleet/users`: a page of the company's users, searched, filtered and sorted on the server. */
  list(query: FleetUserListInput = {}, options?: RequestOptions): Promise<FleetUserPage> {
    return this.transport.send('GET', path`/fleet/users`, { query }, options);
  }

  /** `GET /fleet/users/{id}`. @throws {ClientError} 404 `NOT_FOUND`. */
  get(id: string, options?: RequestOptions): Promise<FleetUser> {
    return this.transport.send('GET', path`/fleet/users/${id}`, {}, options);
  }

  /**
   * `POST /fleet/users` (main admin only): adds an ADMIN user and tells them (e-mail or SMS) to set a
   * password through the password reset.
   *
   * @returns the user and whether the invitation went out (`invitation.sent`).
   * @throws {ClientError} 400 `VALIDATION_FAILED` naming each field; 409 `PERSONAL_NUMBER_EXISTS`
   *   (field `personalNumber`), `CONTACT_EXISTS` (field `email` or `phone`).
   */
  create(body: FleetUserCreateInput, options?: RequestOptions): Promise<FleetUserCreated> {
    return this.transport.send('POST', path`/fleet/users`, { body }, options);
  }

  /**
   * `PATCH /fleet/users/{id}`: name, personal number, mobile, e-mail.
   *
   * @throws {ClientError} 400; 404; 409 `PERSONAL_NUMBER_EXISTS`, `CONTACT_EXISTS`.
   */
  update(id: string, body: FleetUserUpdateInput, options?: RequestOptions): Promise<FleetUser> {
    return this.transport.send('PATCH', path`/fleet/users/${id}`, { body }, options);
  }

  /** `PUT /fleet/users/{id}/permissions` (main admin only). @throws {ClientError} 409 `MAIN_ADMIN_UNCHANGEABLE`. */
  setPermissions(
    id: string,
    permissions: FleetUserPermissions,
    options?: RequestOptions,
  ): Promise<FleetUser> {
    return this.transport.send(
      'PUT',
      path`/fleet/users/${id}/permissions`,
      { body: { permissions } },
      options,
    );
  }

  /** `PUT /fleet/users/{id}/status` (main admin only). @throws {ClientError} 409 `MAIN_ADMIN_UNCHANGEABLE`. */
  setStatus(id: string, status: FleetUserStatus, options?: RequestOptions): Promise<FleetUser> {
    return this.transport.send('PUT', path`/fleet/users/${id}/status`, { body: { status } }, options);
  }
}
