// biome-ignore lint/suspicious/noExplicitAny: test assertions inspect arbitrary JSON
export type Json = any;

export type TestResponse = { status: number; headers: Headers; body: Json };

/** fetch + JSON for tests: `http(server.url).post('/api/v2/auth/login', { email }, { 'x-project-key': key })`. */
export function http(baseUrl: string) {
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const isRaw = typeof body === 'string' || body instanceof FormData;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined || isRaw ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : isRaw ? (body as string | FormData) : JSON.stringify(body),
    });
    // An event stream never ends by itself: its status and headers are the answer.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, headers: response.headers, body: undefined } satisfies TestResponse;
    }
    const text = await response.text();
    let parsed: Json = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed } satisfies TestResponse;
  };
  return {
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    delete: (path: string, headers?: Record<string, string>) => send('DELETE', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      send('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => send('PUT', path, body, headers),
    patch: (path: string, body?: unknown, headers?: Record<string, string>) =>
      send('PATCH', path, body, headers),
    send,
  };
}
