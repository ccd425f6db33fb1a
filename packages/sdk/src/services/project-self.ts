import type { Project as ServerProject } from '@fuel/server/contract';
import { path } from '../path';
import { toProject } from '../project';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { Project } from '../types';

/** The project of the key the client holds (public or private), on the newer base. */
export class ProjectSelfService extends BaseService {
  /**
   * `GET /project/self`: the key's project, without its private key, with its `v2` providers only.
   *
   * @throws {ClientError} 401 `INVALID_PROJECT_KEY` or `INVALID_PRIVATE_KEY` for an unknown key.
   */
  async get(options?: RequestOptions): Promise<Project> {
    return toProject(await this.transport.send<ServerProject>('GET', path`/project/self`, {}, options));
  }
}
