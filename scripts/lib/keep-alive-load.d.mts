export type LoadFigures = {
  sent: number;
  answered: number;
  dropped: number;
  refused: number;
  failedProbes: number;
  /** The probes took the instance out: the loops stopped sending to it. */
  out: boolean;
  statuses: Record<number, number>;
  afterSignal: Record<number, number>;
  closedAfterSignal: number;
  readyAfterSignal: Record<number, number>;
  readinessAfterSignal: number[];
  errors: string[];
};

export function startKeepAliveLoad(options: {
  origin: string;
  path: string;
  readyPath: string;
  connections: number;
  maxRequests: number;
  probeMs?: number;
  unhealthyAfter?: number;
  deadlineMs?: number;
}): {
  figures: LoadFigures;
  signalled(): void;
  finished(): Promise<LoadFigures>;
  stop(): void;
};

export function reportLoad(name: string, figures: LoadFigures): string;
