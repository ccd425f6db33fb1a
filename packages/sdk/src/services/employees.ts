import type {
  CreateEmployeeBody,
  Employee,
  ListEmployeesQuery,
  OrgChart,
  Page,
  UpdateEmployeeBody,
} from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/**
 * Employee records of a project (end users with position, department, manager and start date), on the
 * newer base, for its admins. A project the admin does not manage, an unknown employee: 404 `NOT_FOUND`.
 */
export class EmployeesService extends BaseService {
  /**
   * `GET /project/{id}/intranet/employee`: employees by name, of one `department` or all.
   */
  list(projectId: string, query: ListEmployeesQuery = {}, options?: RequestOptions): Promise<Page<Employee>> {
    return this.transport.send('GET', path`/project/${projectId}/intranet/employee`, { query }, options);
  }

  /**
   * `GET /project/{id}/intranet/employee/{employeeId}`.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  get(projectId: string, employeeId: string, options?: RequestOptions): Promise<Employee> {
    return this.transport.send(
      'GET',
      path`/project/${projectId}/intranet/employee/${employeeId}`,
      {},
      options,
    );
  }

  /**
   * `POST /project/{id}/intranet/employee`: makes an end user of the project an employee (names
   * default to the user's).
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`userId` or `managerId`: `not_found`), 409
   *   `CONFLICT` (`userId`: `unique`) when the user is an employee already, 404 `NOT_FOUND`.
   */
  create(projectId: string, body: CreateEmployeeBody, options?: RequestOptions): Promise<Employee> {
    return this.transport.send('POST', path`/project/${projectId}/intranet/employee`, { body }, options);
  }

  /**
   * `PUT /project/{id}/intranet/employee/{employeeId}`.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`managerId`: `no_cycle` when the link would close
   *   a loop, `not_found`), 404 `NOT_FOUND`.
   */
  update(
    projectId: string,
    employeeId: string,
    body: UpdateEmployeeBody,
    options?: RequestOptions,
  ): Promise<Employee> {
    return this.transport.send(
      'PUT',
      path`/project/${projectId}/intranet/employee/${employeeId}`,
      { body },
      options,
    );
  }

  /**
   * `GET /project/{id}/intranet/orgChart`: the project's employees as a tree.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  orgChart(projectId: string, options?: RequestOptions): Promise<OrgChart> {
    return this.transport.send('GET', path`/project/${projectId}/intranet/orgChart`, {}, options);
  }
}
