import {
  type Browser,
  type ConsoleMessage,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects console errors and failed page loads, so a test can assert a page rendered cleanly. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Watches a page's requests so a test can wait for its data to have arrived: `settled()` resolves once
 * nothing has been in flight for `quietMs`. A dashboard page's live stream (server-sent events, open for
 * the page's lifetime) is left out; Playwright's 'networkidle' counts it, so it never comes, or comes
 * only when the stream happens to open (a second after the page) after 500 quiet ms.
 */
export function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const finished = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (request.headers().accept === 'text/event-stream') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    async settled({ quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(
            `still loading after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Waits until React has hydrated `target` (it keeps its fiber on the node): a page that comes with its
 * data shows rows and fields before its code has run, and a click or keystroke then would be lost.
 */
export async function hydrated(target: Locator): Promise<void> {
  const element = await target.elementHandle();
  await target
    .page()
    .waitForFunction(
      (node) => Object.keys(node ?? {}).some((key) => key.startsWith('__reactFiber$')),
      element,
    );
}
