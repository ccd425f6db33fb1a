import { randomUUID } from 'node:crypto';
import type { Json } from '../../src/test/http';

// Station terminals as they behave in the field: each sends authorizations one after another, and when
// a request fails (no connection, reset, 5xx) it sends the same body, with the same terminal
// transaction id, to the other address until one answers. Bounded loops: every terminal sends a fixed
// number of purchases, and at most `longest` times that while the test's `until` is not yet met.

export type Ack = {
  terminalId: string;
  terminalTransactionId: string;
  id: string;
  decision: 'approved' | 'declined';
  reason: string | null;
  volumeMl: number;
  /** The address that answered, and what the terminal sent. */
  url: string;
  body: Record<string, unknown>;
};

/** What went wrong with one attempt: never connected (refused) or lost after it was sent (dropped). */
type Failure = { url: string; kind: 'refused' | 'dropped'; detail: string; at: number };

export type TerminalSpec = { terminalId: string; urls: [string, string] };

export type LoadFigures = {
  requests: number;
  acknowledged: number;
  retried: number;
  refused: number;
  dropped: number;
  unexpected: string[];
};

/**
 * What a load balancer's health check sees: each address's GET /health/ready, polled every `intervalMs`
 * (ready while it answers 200).
 */
export function probeReadiness(urls: string[], intervalMs: number) {
  const ready = new Map(urls.map((url) => [url, true]));
  let running = true;
  const probes = urls.map(async (url) => {
    while (running) {
      const status = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(1_000) }).then(
        (response) => response.status,
        () => 0,
      );
      ready.set(url, status === 200);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  });
  return {
    isReady: (url: string) => ready.get(url) ?? false,
    async stop() {
      running = false;
      await Promise.all(probes);
    },
  };
}

/** How many times its `purchases` a terminal may send while a load's `until` is not met. */
const longest = 20;

export function createLoad(options: {
  headers: Record<string, string>;
  /** The card each purchase is made with (a different one per call is fine). */
  cardNumber: () => string;
  /** As a load balancer routes: a new purchase goes to the other address while this says false. */
  isReady?: (url: string) => boolean;
}) {
  const acks: Ack[] = [];
  const failures: Failure[] = [];
  const unexpected: string[] = [];
  let requests = 0;
  let retried = 0;
  const milestones: { at: number; action: () => Promise<unknown> }[] = [];
  const started: Promise<unknown>[] = [];

  async function attempt(url: string, body: Record<string, unknown>): Promise<Ack | Failure> {
    requests += 1;
    let response: Response;
    let answer: Json;
    try {
      response = await fetch(`${url}/api/v2/fleet/terminal/authorizations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      answer = await response.json();
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      return { url, kind: code === 'ECONNREFUSED' ? 'refused' : 'dropped', detail: code, at: Date.now() };
    }
    if (response.status >= 500) {
      return { url, kind: 'dropped', detail: `${response.status} ${answer?.code}`, at: Date.now() };
    }
    if (response.status !== 200) {
      unexpected.push(`${response.status} ${JSON.stringify(answer)}`);
      throw new Error(`the terminal's authorization was refused: ${response.status}`);
    }
    return {
      terminalId: body.terminalId as string,
      terminalTransactionId: body.terminalTransactionId as string,
      id: answer.id,
      decision: answer.decision,
      reason: answer.reason ?? null,
      volumeMl: Math.round(answer.liters * 1000),
      url,
      body,
    };
  }

  async function terminal({ terminalId, urls }: TerminalSpec, purchases: number, until?: () => boolean) {
    let current = 0;
    const more = (index: number) =>
      index < purchases || (until !== undefined && !until() && index < purchases * longest);
    for (let index = 0; more(index); index++) {
      if (options.isReady && !options.isReady(urls[current]!)) current = 1 - current;
      const body = {
        cardNumber: options.cardNumber(),
        stationId: 'ST-SCALE',
        terminalId,
        terminalTransactionId: randomUUID(),
        product: 'EURO_DIESEL',
        liters: 5 + (index % 20),
      };
      for (let tries = 0; ; tries++) {
        const result = await attempt(urls[current]!, body);
        if ('id' in result) {
          acks.push(result);
          for (const milestone of milestones) {
            if (milestone.at === acks.length) started.push(milestone.action());
          }
          break;
        }
        failures.push(result);
        if (tries >= 50) throw new Error(`${terminalId} found no server: ${result.detail}`);
        // Failover: the same body to the other instance (a pause once both have failed).
        retried += 1;
        current = 1 - current;
        if (tries % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  return {
    acks,
    failures,
    /** Runs `action` (without waiting for it) once this many decisions have been acknowledged. */
    when(acknowledged: number, action: () => Promise<unknown>) {
      milestones.push({ at: acknowledged, action });
    },
    /**
     * Every terminal sends `purchases` authorizations, and goes on sending while `until` says false (a
     * load that must outlast an event, however fast the servers answer); resolves when all are acknowledged.
     */
    async run(terminals: TerminalSpec[], purchases: number, until?: () => boolean) {
      await Promise.all(terminals.map((spec) => terminal(spec, purchases, until)));
      await Promise.all(started);
    },
    figures(): LoadFigures {
      return {
        requests,
        acknowledged: acks.length,
        retried,
        refused: failures.filter((failure) => failure.kind === 'refused').length,
        dropped: failures.filter((failure) => failure.kind === 'dropped').length,
        unexpected,
      };
    },
  };
}
