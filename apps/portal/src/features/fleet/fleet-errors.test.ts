import { ClientError } from '@fuel/sdk';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { errorFields, errorKey } from './fleet-errors';

const refusal = (
  status: number,
  code: string,
  fields: { path: string; rule: string; message: string }[] = [],
) =>
  new ClientError({ url: 'http://platform.test/api/v2/fleet/signup', status, code, message: 'raw', fields });

describe('errorKey', () => {
  it.each([
    [refusal(404, 'IC_NOT_FOUND'), 'IC_NOT_FOUND'],
    [refusal(502, 'SMS_NOT_SENT'), 'SMS_NOT_SENT'],
    [refusal(409, 'CONTRAGENT_EXISTS'), 'CONTRAGENT_EXISTS'],
    [refusal(429, 'RATE_LIMITED'), 'RATE_LIMITED'],
    [refusal(500, 'INTERNAL_ERROR'), 'Default'],
    [new ClientError({ url: 'x', status: 0, code: 'NETWORK_ERROR', message: 'down' }), 'NETWORK'],
    [new TypeError('boom'), 'Default'],
  ])('maps %s to a catalogue message', (error, key) => {
    expect(errorKey(error)).toBe(key);
    expect(en.Errors).toHaveProperty(key);
  });

  it('reads the fields a refusal names', () => {
    const error = refusal(409, 'CONTRAGENT_EXISTS', [{ path: 'email', rule: 'unique', message: 'taken' }]);
    expect(errorFields(error)).toEqual([{ path: 'email', rule: 'unique' }]);
  });
});
