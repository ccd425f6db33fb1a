import { describe, expect, it } from 'vitest';
import { ClientError } from './errors';

const base = { url: 'http://localhost/api/v2/x', message: 'failed' };

describe('ClientError', () => {
  it('tells a timeout, an abort and a network failure apart', () => {
    const timeout = new ClientError({ ...base, status: 0, code: 'TIMEOUT' });
    const abort = new ClientError({ ...base, status: 0, code: 'ABORTED' });
    const network = new ClientError({ ...base, status: 0, code: 'NETWORK_ERROR' });
    const http = new ClientError({ ...base, status: 404, code: 'NOT_FOUND' });
    expect([timeout.isTimeout, timeout.isAbort, timeout.isNetworkError]).toEqual([true, false, false]);
    expect([abort.isTimeout, abort.isAbort, abort.isNetworkError]).toEqual([false, true, false]);
    expect([network.isTimeout, network.isAbort, network.isNetworkError]).toEqual([false, false, true]);
    expect([http.isTimeout, http.isAbort, http.isNetworkError]).toEqual([false, false, false]);
  });

  it('defaults fields to an empty list and keeps the cause', () => {
    const cause = new Error('socket hang up');
    const error = new ClientError({ ...base, status: 0, code: 'NETWORK_ERROR', cause });
    expect(error.fields).toEqual([]);
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('ClientError');
    expect(error).toBeInstanceOf(Error);
  });

  it('recognises its own errors, also from another copy of the kit, and nothing else', () => {
    const error = new ClientError({ ...base, status: 409, code: 'CONFLICT' });
    const fromOtherCopy = Object.assign(new Error('x'), { [Symbol.for('@fuel/sdk/ClientError')]: true });
    expect(ClientError.is(error)).toBe(true);
    expect(ClientError.is(fromOtherCopy)).toBe(true);
    expect(ClientError.is(new Error('x'))).toBe(false);
    expect(ClientError.is({ code: 'CONFLICT' })).toBe(false);
    expect(ClientError.is(null)).toBe(false);
  });
});
