// `npm run long-tasks`: the main thread's long tasks while a page loads, with the CPU slowed 4× as
// Lighthouse's phone is, for the bare Next.js page and the signed-in dashboard in the same run
// (alternating). Prints per route the median of a TBT-like sum (each task's time over 50 ms), of that
// sum without the first long task (the framework's start, which the bare page has too), and how many
// long tasks came after it. Lighthouse's TBT is simulated from one unthrottled run beside the server
// and moves 2× between runs; these figures come from the browser's own long-task entries, so a change
// to what runs after hydration shows here first.
// LONG_TASKS_URL=http://host:port measures a portal already running (else `npm start` on free ports);
// LONG_TASKS_ROUTES=/dashboard,/ka/dashboard/users (default: the dashboard home, a list, a form and the
// reports); LONG_TASKS_RUNS (default 5); LONG_TASKS_SETTLE_MS (default 6000).
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../apps/portal/e2e/support/browser';
import { type Product, startProduct } from '../apps/portal/e2e/support/product';
import { signInDemoManager } from '../apps/portal/e2e/support/sign-in';
import { alternateWithBare, loadRange, median } from './lib/figures';
import { startBaseline } from './lib/lighthouse-baseline';

const routes = (
  process.env.LONG_TASKS_ROUTES ?? '/dashboard,/dashboard/vehicles,/dashboard/settings,/dashboard/reports'
).split(',');
const runs = Number(process.env.LONG_TASKS_RUNS ?? 5);
const settleMs = Number(process.env.LONG_TASKS_SETTLE_MS ?? 6000);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

type Task = { start: number; duration: number };
type Load = { tbt: number; afterFirst: number; later: number };

/** Records every long task of each page from its start (the observer is installed before any script). */
async function recordLongTasks(context: BrowserContext) {
  await context.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** One first visit of `url` on a 412 px phone with the CPU slowed: its long tasks, summed. */
async function visit(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForTimeout(settleMs);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: Task[] }).__longTasks);
    const excess = (list: Task[]) => list.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0);
    return { tbt: excess(tasks), afterFirst: excess(tasks.slice(1)), later: Math.max(0, tasks.length - 1) };
  } finally {
    await page.close();
  }
}

function row(label: string, loads: Load[], machine: number[]): string {
  const figure = (pick: (load: Load) => number) => Math.round(median(loads.map(pick)));
  return `| ${label} | ${figure((l) => l.tbt)} | ${figure((l) => l.afterFirst)} | ${figure((l) => l.later)} | ${loadRange(machine)} |`;
}

const product: Product | undefined = process.env.LONG_TASKS_URL ? undefined : await startProduct();
const base = process.env.LONG_TASKS_URL ?? product!.portalUrl;
const baseline = await startBaseline();
let browser: Browser | undefined;
try {
  browser = await launchBrowser();
  const visitor = await browser.newContext();
  await recordLongTasks(visitor);
  const sessions = new Map<'en' | 'ka', BrowserContext>();
  for (const lang of ['en', 'ka'] as const) {
    if (!routes.some((route) => (route.startsWith('/ka') ? 'ka' : 'en') === lang)) continue;
    const { context } = await signInDemoManager(browser, base, lang);
    await recordLongTasks(context);
    sessions.set(lang, context);
  }
  console.info(
    `\n| route (×${CPU_SLOWDOWN} CPU, ${runs} visits, medians) | long tasks over ${LONG_TASK_MS} ms (ms) | after the first (ms) | long tasks after the first | load |`,
  );
  console.info('|---|---:|---:|---:|---|');
  await alternateWithBare(
    routes,
    runs,
    {
      bare: () => visit(visitor, `${baseline.url}/`),
      route: (route) => visit(sessions.get(route.startsWith('/ka') ? 'ka' : 'en')!, `${base}${route}`),
    },
    row,
  );
} finally {
  await browser?.close();
  await baseline.stop();
  await product?.stop();
}
