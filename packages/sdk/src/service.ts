import type { Transport } from './transport';

/** The base of every resource service: it holds the transport the client shares among its services. */
export abstract class BaseService {
  constructor(protected readonly transport: Transport) {}
}
