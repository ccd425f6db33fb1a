import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type {
  FleetPasswordChangeInput,
  FleetPreferencesInput,
  FleetProfileInput,
  FleetSettings,
} from './types';

/** The signed-in user's own settings. Every method may throw {ClientError} 403 `USER_BLOCKED`. */
export class FleetSettingsService extends BaseService {
  /** `GET /fleet/settings`: profile, language and notification channels. */
  get(options?: RequestOptions): Promise<FleetSettings> {
    return this.transport.send('GET', path`/fleet/settings`, {}, options);
  }

  /** `PUT /fleet/settings/profile`. @throws {ClientError} 400; 409 `CONTACT_EXISTS` (field email or phone). */
  updateProfile(body: FleetProfileInput, options?: RequestOptions): Promise<FleetSettings> {
    return this.transport.send('PUT', path`/fleet/settings/profile`, { body }, options);
  }

  /**
   * `POST /fleet/settings/password`; the user's other sessions end.
   *
   * @throws {ClientError} 400 `WRONG_PASSWORD` (field `currentPassword`); 400 `VALIDATION_FAILED`
   *   (`newPassword`: the rules or `differs_from_current`; `confirmPassword`: `matches_new_password`).
   */
  changePassword(body: FleetPasswordChangeInput, options?: RequestOptions): Promise<void> {
    return this.transport.send('POST', path`/fleet/settings/password`, { body }, options);
  }

  /** `PUT /fleet/settings/preferences`: language and notification channels (in-app, e-mail, SMS). */
  updatePreferences(body: FleetPreferencesInput, options?: RequestOptions): Promise<FleetSettings> {
    return this.transport.send('PUT', path`/fleet/settings/preferences`, { body }, options);
  }
}
