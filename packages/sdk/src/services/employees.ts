import type { CreateEmployeeBody, Employee, OrgChart, Page, UpdateEmployeeBody } from '@fuel/server/contract';
import type { ListEmployeesQuery } from '../inputs';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';

/**
 * Employee records of a project (end users with position, department, manager and start date), on the
 * newer base, for its admins. A project the admin does not manage, an unknown employee: 404 `NOT_FOUND`.
 */
export class EmployeesService extends ProjectScopedService {
  /**
   * `GET /project/{id}/intranet/employee`: employees by name, of one `department` or all.
   */
  list(query: ListEmployeesQuery = {}, options?: RequestOptions): Promise<Page<Employee>> {
    return this.transport.send('GET', path`/project/${this.projectId}/intranet/employee`, { query }, options);
  }

  /**
   * `GET /project/{id}/intranet/employee/{employeeId}`.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  get(employeeId: string, options?: RequestOptions): Promise<Employee> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/intranet/employee/${employeeId}`,
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
  create(body: CreateEmployeeBody, options?: RequestOptions): Promise<Employee> {
    return this.transport.send('POST', path`/project/${this.projectId}/intranet/employee`, { body }, options);
  }

  /**
   * `PUT /project/{id}/intranet/employee/{employeeId}`.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`managerId`: `no_cycle` when the link would close
   *   a loop, `not_found`), 404 `NOT_FOUND`.
   */
  update(employeeId: string, body: UpdateEmployeeBody, options?: RequestOptions): Promise<Employee> {
    return this.transport.send(
      'PUT',
      path`/project/${this.projectId}/intranet/employee/${employeeId}`,
      { body },
      options,
    );
  }

  /**
   * `GET /project/{id}/intranet/orgChart`: the project's employees as a tree.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  orgChart(options?: RequestOptions): Promise<OrgChart> {
    return this.transport.send('GET', path`/project/${this.projectId}/intranet/orgChart`, {}, options);
  }
}
