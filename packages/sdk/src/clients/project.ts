import { afterLoad, Lazy } from '../lazy';
import { CmsService } from '../services/cms';
import { ContactService } from '../services/contact';
import { FilesService } from '../services/files';
import { ItemsService } from '../services/items';
import { ProjectSelfService } from '../services/project-self';
import { UserAuthService } from '../services/user-auth';
import { SessionKeeper, type SessionListener, sessionOf } from '../session-keeper';
import { Transport } from '../transport';
import type { Project } from '../types';
import { type ClientOptions, required, type SessionOptions, transportOptions } from './options';

/**
 * `store`: where `auth.signup` and `auth.login` keep the end user's session, for a `UserClient` built
 * on the same store. The project client itself never sends it.
 */
export interface ProjectClientOptions extends ClientOptions, SessionOptions {
  /** The project's public key (`api_key`), sent as `X-Project-Key`. */
  projectKey: string;
}

/**
 * The client of a project's public key, for apps: end-user signup and login, content reading, file and
 * image upload, on the newer base (`/api/v2`). Before its first call, once, it loads its project
 * (`GET /project/self`); the project id in paths comes from there.
 */
export class ProjectClient {
  readonly auth: UserAuthService;
  readonly cms: CmsService;
  /** The public contact form. */
  readonly contact: ContactService;
  readonly files: FilesService;
  /** The project's items on sale. */
  readonly items: ItemsService;
  readonly #project: Lazy<Project>;
  readonly #keeper: SessionKeeper;

  /**
   * Makes no request.
   *
   * @throws {ClientError} `MISSING_OPTION` when `url` or `projectKey` is missing, `NO_FETCH` when no
   *   `fetch` is available.
   */
  constructor(options: ProjectClientOptions) {
    const projectKey = required('ProjectClient', 'projectKey', options.projectKey, options.url);
    const keeper = new SessionKeeper(options.store);
    this.#keeper = keeper;
    const transport = new Transport({ ...transportOptions(options), projectKey });
    const self = new ProjectSelfService(transport);
    this.#project = new Lazy(() => self.get());

    const sender = afterLoad(transport, () => this.#project.get());
    this.auth = new UserAuthService(sender, (session) => keeper.save(sessionOf(session)));
    this.cms = new CmsService(sender, async () => (await this.#project.get()).id);
    this.contact = new ContactService(sender);
    this.files = new FilesService(sender);
    this.items = new ItemsService(sender);
  }

  /**
   * The key's project (no private key, `v2` providers only), loaded before the first call and kept.
   *
   * @throws {ClientError} 401 `INVALID_PROJECT_KEY`; a failed load is tried again by the next call.
   */
  project(): Promise<Project> {
    return this.#project.get();
  }

  /** Calls `listener` with the end user's new session after each `auth.signup` and `auth.login`. */
  onSessionChange(listener: SessionListener): () => void {
    return this.#keeper.onChange(listener);
  }
}
