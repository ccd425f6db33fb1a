export { parseTimestamp, reviveDates } from './dates';
export {
  ClientError,
  type ClientErrorInit,
  type ErrorBody,
  type FieldError,
  type TransportErrorCode,
} from './errors';
export { toQueryString } from './query';
export { BaseService } from './service';
export {
  type Base,
  type FetchFunction,
  type HttpMethod,
  type RequestOptions,
  type SendOptions,
  Transport,
  type TransportOptions,
} from './transport';
