import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type {
  FleetGroup,
  FleetGroupAddVehiclesInput,
  FleetGroupInput,
  FleetGroupListInput,
  FleetGroupPage,
  FleetGroupVehiclesAdded,
} from './types';

/** The company's vehicle groups (a company user's session; page `vehicles`: VIEW reads, EDIT writes). */
export class FleetGroupsService extends BaseService {
  /** `GET /fleet/groups`: with their vehicle counts. */
  list(query: FleetGroupListInput = {}, options?: RequestOptions): Promise<FleetGroupPage> {
    return this.transport.send('GET', path`/fleet/groups`, { query }, options);
  }

  /** `POST /fleet/groups`. @throws {ClientError} 409 `GROUP_NAME_EXISTS` (field `name`, any case). */
  create(body: FleetGroupInput, options?: RequestOptions): Promise<FleetGroup> {
    return this.transport.send('POST', path`/fleet/groups`, { body }, options);
  }

  /** `PUT /fleet/groups/{id}`: renames. @throws {ClientError} 409 `GROUP_NAME_EXISTS`; 404. */
  rename(id: string, body: FleetGroupInput, options?: RequestOptions): Promise<FleetGroup> {
    return this.transport.send('PUT', path`/fleet/groups/${id}`, { body }, options);
  }

  /** `DELETE /fleet/groups/{id}`: its vehicles stay, in no group. */
  delete(id: string, options?: RequestOptions): Promise<void> {
    return this.transport.send('DELETE', path`/fleet/groups/${id}`, {}, options);
  }

  /**
   * `POST /fleet/groups/{id}/vehicles`: puts vehicles in the group.
   *
   * @throws {ClientError} 409 `VEHICLES_IN_OTHER_GROUP` unless `move` is true: `fields` names each
   *   vehicle in another group (`vehicleIds.<index>`, rule `in_other_group`), so ask, then send again
   *   with `move: true`; 404 for a vehicle that is not the company's.
   */
  addVehicles(
    id: string,
    body: FleetGroupAddVehiclesInput,
    options?: RequestOptions,
  ): Promise<FleetGroupVehiclesAdded> {
    return this.transport.send('POST', path`/fleet/groups/${id}/vehicles`, { body }, options);
  }

  /** `DELETE /fleet/groups/{id}/vehicles/{vehicleId}`: takes the vehicle out of the group. */
  removeVehicle(id: string, vehicleId: string, options?: RequestOptions): Promise<void> {
    return this.transport.send('DELETE', path`/fleet/groups/${id}/vehicles/${vehicleId}`, {}, options);
  }
}
