import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type {
  FleetChangeActorPage,
  FleetChangeListInput,
  FleetChangePage,
  FleetVehicle,
  FleetVehicleExport,
  FleetVehicleExportInput,
  FleetVehicleImported,
  FleetVehicleInput,
  FleetVehicleListInput,
  FleetVehiclePage,
} from './types';

/**
 * The company's vehicles and their changes log (a company user's session; page `vehicles`: VIEW
 * reads, EDIT writes, else 403 `NOT_AUTHORIZED`).
 */
export class FleetVehiclesService extends BaseService {
  /** `GET /fleet/vehicles`: searched (registration number, make, model), filtered, sorted and paged. */
  list(query: FleetVehicleListInput = {}, options?: RequestOptions): Promise<FleetVehiclePage> {
    return this.transport.send('GET', path`/fleet/vehicles`, { query }, options);
  }

  /** `GET /fleet/vehicles/{id}`. @throws {ClientError} 404 `NOT_FOUND`. */
  get(id: string, options?: RequestOptions): Promise<FleetVehicle> {
    return this.transport.send('GET', path`/fleet/vehicles/${id}`, {}, options);
  }

  /**
   * `POST /fleet/vehicles`.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`registrationNumber` `invalid_format` for its type;
   *   `groupId` `not_found`); 409 `REGISTRATION_NUMBER_EXISTS` (field `registrationNumber`).
   */
  create(body: FleetVehicleInput, options?: RequestOptions): Promise<FleetVehicle> {
    return this.transport.send('POST', path`/fleet/vehicles`, { body }, options);
  }

  /** `PUT /fleet/vehicles/{id}`: every field, as the edit form has them. @throws {ClientError} as `create`, and 404. */
  update(id: string, body: FleetVehicleInput, options?: RequestOptions): Promise<FleetVehicle> {
    return this.transport.send('PUT', path`/fleet/vehicles/${id}`, { body }, options);
  }

  /**
   * `POST /fleet/vehicles/import`: adds every vehicle of a CSV file, or none.
   *
   * @throws {ClientError} 400 `IMPORT_INVALID`: `fields` is the per-row report (`path`
   *   `rows.<line>.<column>`, the header being line 1; `rule` e.g. `invalid_format`, `not_found`,
   *   `unique`, `duplicate_in_file`, `missing_column`).
   */
  import(csv: string, options?: RequestOptions): Promise<FleetVehicleImported> {
    return this.transport.send('POST', path`/fleet/vehicles/import`, { body: { csv } }, options);
  }

  /** `GET /fleet/vehicles/export`: the filtered vehicles as CSV text, in the columns the import reads. */
  export(query: FleetVehicleExportInput = {}, options?: RequestOptions): Promise<FleetVehicleExport> {
    return this.transport.send('GET', path`/fleet/vehicles/export`, { query }, options);
  }

  /** `GET /fleet/vehicles/changes`: the audit log of vehicles and groups, newest first, paged. */
  changes(query: FleetChangeListInput = {}, options?: RequestOptions): Promise<FleetChangePage> {
    return this.transport.send('GET', path`/fleet/vehicles/changes`, { query }, options);
  }

  /** `GET /fleet/vehicles/changes/users`: the company's users by name, for the changes' user filter. */
  changeUsers(
    query: { page?: number; limit?: number } = {},
    options?: RequestOptions,
  ): Promise<FleetChangeActorPage> {
    return this.transport.send('GET', path`/fleet/vehicles/changes/users`, { query }, options);
  }
}
