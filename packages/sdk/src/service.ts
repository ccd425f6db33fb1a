import type { HttpMethod, RequestOptions, SendOptions } from './transport';

/** What a service sends through: the client's {@link Transport}, or a client's wrapper around it. */
export interface Sender {
  send<T>(method: HttpMethod, path: string, request?: SendOptions, options?: RequestOptions): Promise<T>;
}

/** The base of every resource service: it holds the sender the client shares among its services. */
export abstract class BaseService {
  constructor(protected readonly transport: Sender) {}
}

/** A service of one project of an admin's (`AdminClient.project(id)`): every path carries its id. */
export abstract class ProjectScopedService extends BaseService {
  constructor(
    transport: Sender,
    protected readonly projectId: string,
  ) {
    super(transport);
  }
}
