import { randomUUID } from 'node:crypto';
import { DEMO_CARD_NUMBERS, DEMO_STATIONS } from '../purchases-demo';
import type { FuelProduct } from '../vocabulary';
import type { FleetCardTransaction, FleetPreauthorization } from './schemas';

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
  /** Pay at pump: pre-authorize the liters as the maximum, then complete with 50–100 % of them. */
  payAtPump?: boolean;
  log?: (line: string) => void;
};

type Described = Pick<
  FleetCardTransaction,
  'cardNumber' | 'product' | 'liters' | 'amount' | 'decision' | 'reason' | 'limit'
> & { anomalies?: FleetCardTransaction['anomalies'] };

/** One line for a decision, e.g. `GF0002 EURO_REGULAR 35.20 L 101.73 GEL approved`. */
export function describeDecision(answer: Described): string {
  const money = `${(answer.amount.amount / 100).toFixed(2)} GEL`;
  const what = `${answer.cardNumber} ${answer.product} ${answer.liters.toFixed(2)} L ${money}`;
  if (answer.decision === 'approved') {
    const flags = answer.anomalies?.length ? ` [${answer.anomalies.join(', ')}]` : '';
    return `${what} approved${flags}`;
  }
  const limit = answer.limit
    ? ` (${answer.limit.period} limit, ${answer.limit.remaining} ${answer.limit.unit} left)`
    : '';
  return `${what} DECLINED ${answer.reason}${limit}`;
}

/**
 * Sends `count` authorizations round the cards (or, pay at pump, pre-authorizations each completed
 * with part of its maximum); resolves to the decisions (the completions', pay at pump).
 */
export async function simulateTerminal(
  options: SimulatorOptions,
): Promise<(FleetCardTransaction | FleetPreauthorization)[]> {
  const cards = options.cards?.length ? options.cards : [...DEMO_CARD_NUMBERS];
  const terminalId = options.terminalId ?? `SIM-${randomUUID().slice(0, 4).toUpperCase()}`;
  const answers: (FleetCardTransaction | FleetPreauthorization)[] = [];
  async function send<T>(call: string, body: object): Promise<T> {
    const response = await fetch(`${options.url.replace(/\/$/, '')}/api/v2/fleet/terminal/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-private-key': options.privateKey },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { code?: string; message?: string };
    if (!response.ok) throw new Error(`${response.status} ${answer.code}: ${answer.message}`);
    return answer;
  }
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
    const answer = options.payAtPump
      ? await payAtPump(send, body)
      : await send<FleetCardTransaction>('authorizations', body);
    answers.push(answer);
    options.log?.(describeDecision(answer));
  }
  return answers;
}

/** Pre-authorizes the body's liters as the maximum and completes the hold with 50–100 % of them. */
async function payAtPump(
  send: <T>(call: string, body: object) => Promise<T>,
  body: { terminalId: string; terminalTransactionId: string; liters: number },
): Promise<FleetCardTransaction | FleetPreauthorization> {
  const hold = await send<FleetPreauthorization>('preauthorizations', body);
  if (hold.status !== 'held') return hold;
  const liters = Math.max(0.01, Math.round(body.liters * (50 + Math.random() * 50)) / 100);
  return send<FleetCardTransaction>('completions', {
    terminalId: body.terminalId,
    terminalTransactionId: body.terminalTransactionId,
    liters,
  });
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
