import { describe, expect, it } from 'vitest';
import { isSessionMessage, signedOutSince } from './sign-out-message';

const message = (trigger: string, timestamp: number, event = 'session') =>
  JSON.stringify({ event, data: { trigger }, timestamp });

describe('signedOutSince', () => {
  const pageStart = 1_800_000_000_500; // ms; next-auth stamps whole seconds

  it('is true for a sign-out in or after the second the page started', () => {
    expect(signedOutSince(message('signout', 1_800_000_000), pageStart)).toBe(true);
    expect(signedOutSince(message('signout', 1_800_000_007), pageStart)).toBe(true);
  });

  it('is false for a sign-out before the page started', () => {
    expect(signedOutSince(message('signout', 1_799_999_999), pageStart)).toBe(false);
  });

  it('is false for other session messages, other events and unreadable values', () => {
    expect(signedOutSince(message('getSession', 1_800_000_007), pageStart)).toBe(false);
    expect(signedOutSince(message('signout', 1_800_000_007, 'other'), pageStart)).toBe(false);
    expect(
      signedOutSince(JSON.stringify({ event: 'session', data: { trigger: 'signout' } }), pageStart),
    ).toBe(false);
    expect(signedOutSince('{not json', pageStart)).toBe(false);
    expect(signedOutSince(null, pageStart)).toBe(false);
  });
});

describe('isSessionMessage', () => {
  it('is true for any broadcast about the session and false for anything else', () => {
    expect(isSessionMessage(message('signout', 1_800_000_000))).toBe(true);
    expect(isSessionMessage(message('signin', 1_800_000_000))).toBe(true);
    expect(isSessionMessage(message('signout', 1_800_000_000, 'other'))).toBe(false);
    expect(isSessionMessage('null')).toBe(false);
    expect(isSessionMessage('{not json')).toBe(false);
    expect(isSessionMessage(null)).toBe(false);
  });
});
