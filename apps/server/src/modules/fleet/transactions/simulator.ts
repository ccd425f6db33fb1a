import { randomUUID } from 'node:crypto';
import { DEMO_CARD_NUMBERS, DEMO_STATIONS } from '../purchases-demo';
import type { FuelProduct } from '../vocabulary';
import type { FleetCardTransaction } from './schemas';

// A station terminal, simulated: sends authorizations with the retailer project's private key over
// HTTP, as a real terminal would, so a demo can watch approvals, declines and their live alerts.

export type SimulatorOptions = {
  url: string;
  privateKey: string;
  cards?: string[];
  count?: number;
  /** Pause between two authorizations. */
  intervalMs?: number;
  product?: FuelProduct;
  /** Fixed liters; without it, 10–60 L. */
  liters?: number;
  stationId?: string;
  terminalId?: string;
  log?: (line: string) => void;
};

/** One line for a decision, e.g. `GF0002 EURO_REGULAR 35.20 L 101.73 GEL approved`. */
export function describeDecision(answer: FleetCardTransaction): string {
  const money = `${(answer.amount.amount / 100).toFixed(2)} GEL`;
  const what = `${answer.cardNumber} ${answer.product} ${answer.liters.toFixed(2)} L ${money}`;
  if (answer.decision === 'approved') {
    const flags = answer.anomalies.length ? ` [${answer.anomalies.join(', ')}]` : '';
    return `${what} approved${flags}`;
  }
  const limit = answer.limit
    ? ` (${answer.limit.period} limit, ${answer.limit.remaining} ${answer.limit.unit} left)`
    : '';
  return `${what} DECLINED ${answer.reason}${limit}`;
}

/** Sends `count` authorizations round the cards; resolves to the answers. */
export async function simulateTerminal(options: SimulatorOptions): Promise<FleetCardTransaction[]> {
  const cards = options.cards?.length ? options.cards : [...DEMO_CARD_NUMBERS];
  const terminalId = options.terminalId ?? `SIM-${randomUUID().slice(0, 4).toUpperCase()}`;
  const answers: FleetCardTransaction[] = [];
  for (let index = 0; index < (options.count ?? 10); index += 1) {
    if (index > 0 && options.intervalMs)
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
    const body = {
      cardNumber: cards[index % cards.length],
      stationId: options.stationId ?? DEMO_STATIONS[index % DEMO_STATIONS.length],
      terminalId,
      terminalTransactionId: randomUUID(),
      product: options.product ?? (['EURO_DIESEL', 'EURO_REGULAR', 'G_FORCE_PREMIUM'] as const)[index % 3],
      liters: options.liters ?? Math.round((10 + Math.random() * 50) * 100) / 100,
    };
    const response = await fetch(`${options.url.replace(/\/$/, '')}/api/v2/fleet/terminal/authorizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-private-key': options.privateKey },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as FleetCardTransaction & { code?: string; message?: string };
    if (!response.ok) throw new Error(`${response.status} ${answer.code}: ${answer.message}`);
    answers.push(answer);
    options.log?.(describeDecision(answer));
  }
  return answers;
}

/** The demo project's private key, read as its admin (the seeded demo accounts). */
export async function demoPrivateKey(
  url: string,
  admin: { email: string; password: string },
  projectKey: string,
) {
  const base = url.replace(/\/$/, '');
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`The demo admin could not sign in (${login.status}); pass --private-key`);
  const { sessionId } = (await login.json()) as { sessionId: string };
  const projects = await fetch(`${base}/api/v1/project?limit=200`, {
    headers: { 'x-session-id': sessionId },
  });
  const { items } = (await projects.json()) as { items: { api_key: string; private_api_key?: string }[] };
  const project = items.find((item) => item.api_key === projectKey);
  if (!project?.private_api_key) throw new Error('The demo project was not found; pass --private-key');
  return project.private_api_key;
}
