// Layout shifts of a page on a throttled phone: CLS and what moved.
import { chromium } from 'playwright-core';
const [,, url, rate = '8', runs = '3'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 0; run < Number(runs); run++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
  await p.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s) => s.node ? (s.node.nodeName + '.' + (s.node.className?.baseVal ?? s.node.className ?? '')).slice(0, 80) : '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await p.goto(url, { waitUntil: 'load', timeout: 120000 });
  await p.waitForTimeout(6000);
  const shifts = await p.evaluate(() => window.__shifts);
  const cls = shifts.reduce((s, e) => s + e.value, 0);
  console.log(`run ${run}: CLS ${cls.toFixed(3)}`, JSON.stringify(shifts.filter((s) => s.value > 0.001)));
  await ctx.close();
}
await b.close();
