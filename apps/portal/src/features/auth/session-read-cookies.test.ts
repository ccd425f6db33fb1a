import { describe, expect, it } from 'vitest';
import { withoutSessionCookie } from './session-read-cookies';

function answerSetting(...cookies: string[]): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response('{}', { headers });
}

describe('withoutSessionCookie', () => {
  it('drops the session cookie, plain, secure and chunked, and keeps the others', () => {
    const answer = withoutSessionCookie(
      answerSetting(
        'next-auth.session-token=abc; Path=/; HttpOnly',
        '__Secure-next-auth.session-token.0=part; Path=/; Secure',
        'next-auth.session-token.1=part; Path=/',
        'next-auth.csrf-token=token%7Chash; Path=/; HttpOnly',
        'next-auth.callback-url=%2Fdashboard; Path=/',
      ),
    );
    expect(answer.headers.getSetCookie()).toEqual([
      'next-auth.csrf-token=token%7Chash; Path=/; HttpOnly',
      'next-auth.callback-url=%2Fdashboard; Path=/',
    ]);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves an answer without cookies as it was', async () => {
    const answer = withoutSessionCookie(answerSetting());
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await answer.text()).toBe('{}');
  });
});
