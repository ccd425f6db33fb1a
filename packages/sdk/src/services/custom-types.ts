import type { CustomType } from '@fuel/server/contract';
import type { DeleteCustomTypeQuery } from '../inputs';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { HttpMethod, RequestOptions } from '../transport';
import type { CreateCustomTypeInput, UpdateCustomTypeInput } from '../types';

/**
 * A project's content models ("custom types"), on the legacy base, for its admins. The server wraps
 * them (`{ customTypes }`, `{ customType }`); the kit returns what is inside. `typeId` is a model's id
 * or its api id. A project the admin does not manage is 404 `NOT_FOUND`.
 */
export class CustomTypesService extends ProjectScopedService {
  /**
   * `GET /project/{id}/customType`: every content model of the project.
   *
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project.
   */
  async list(options?: RequestOptions): Promise<CustomType[]> {
    const { customTypes } = await this.transport.send<{ customTypes: CustomType[] }>(
      'GET',
      path`/project/${this.projectId}/customType`,
      { base: 'legacy' },
      options,
    );
    return customTypes;
  }

  /**
   * `GET /project/{id}/customType/{typeId}`: one content model.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for an unknown model or a project the admin does not manage.
   */
  get(typeId: string, options?: RequestOptions): Promise<CustomType> {
    return this.#model('GET', path`/project/${this.projectId}/customType/${typeId}`, undefined, options);
  }

  /**
   * `POST /project/{id}/customType`: creates a content model.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` with a `fields` entry per broken rule (e.g.
   *   `fields.0.options`), 409 `CONFLICT` for an api id taken in the project, 404 `NOT_FOUND`.
   */
  create(body: CreateCustomTypeInput, options?: RequestOptions): Promise<CustomType> {
    return this.#model('POST', path`/project/${this.projectId}/customType`, body, options);
  }

  /**
   * `PUT /project/{id}/customType/{typeId}`: renames or redefines a content model. Values of removed
   * fields are dropped from its entities.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED`, 409 `CONFLICT` (api id taken) or `MODEL_INCOMPATIBLE`
   *   (the new fields do not suit existing entities), 404 `NOT_FOUND`.
   */
  update(typeId: string, body: UpdateCustomTypeInput, options?: RequestOptions): Promise<CustomType> {
    return this.#model('PUT', path`/project/${this.projectId}/customType/${typeId}`, body, options);
  }

  /**
   * `DELETE /project/{id}/customType/{typeId}`: deletes a content model; with `force`, its entities too.
   *
   * @throws {ClientError} 409 `MODEL_IN_USE` while it has entities (without `force`) or other models
   *   relate to it, 404 `NOT_FOUND`.
   */
  async delete(typeId: string, params: DeleteCustomTypeQuery = {}, options?: RequestOptions): Promise<void> {
    await this.transport.send(
      'DELETE',
      path`/project/${this.projectId}/customType/${typeId}`,
      { base: 'legacy', query: { force: params.force || undefined } },
      options,
    );
  }

  /** One model: the server answers `{ customType }`. */
  async #model(
    method: HttpMethod,
    url: string,
    body: unknown,
    options?: RequestOptions,
  ): Promise<CustomType> {
    const answer = await this.transport.send<{ customType: CustomType }>(
      method,
      url,
      { base: 'legacy', body },
      options,
    );
    return answer.customType;
  }
}
