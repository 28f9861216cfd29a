/**
 * What `npm run bench -- load` counts while it runs, and how it prints it:
 * every timed request by kind (a GraphQL operation, a sign-in, a batch of the
 * import, a live event's delay), every failure by kind and code, and the
 * verdict on each goal of issue 17.
 */

/** What a kind of timing is, for the goals: a read, a write, or a live update's delay. */
export type KindClass = 'read' | 'write' | 'live';

/** The goals of issue 17, in milliseconds. */
export const GOALS = { readP99: 500, writeP99: 1000, liveMax: 2000 } as const;

interface Kind {
  cls: KindClass;
  samples: number[];
}

export interface Summary {
  kind: string;
  cls: KindClass;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The value at `fraction` of the sorted samples (nearest rank), or 0 for none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export class Recorder {
  private readonly kinds = new Map<string, Kind>();
  private readonly failures = new Map<string, number>();
  /** Every request's answer, when it came (ms since the start) and how long it took, for the timeline. */
  private readonly answers: { at: number; cls: KindClass; ms: number }[] = [];
  /** CPU seconds used so far, sampled now and then: by the portal, and by the whole machine. */
  private readonly cpu: { at: number; portal: number; machine: number }[] = [];
  private measuring = false;
  private requests = 0;
  private startedAt = 0;
  private endedAt = 0;

  /** From now on, requests and failures count (setup before this does not). */
  start(): void {
    this.measuring = true;
    this.startedAt = performance.now();
  }

  /** Stops counting; `endedAt` (the last scenario request's end) bounds the requests per second. */
  stop(endedAt = performance.now()): void {
    this.measuring = false;
    this.endedAt = endedAt;
  }

  get seconds(): number {
    return ((this.endedAt || performance.now()) - this.startedAt) / 1000;
  }

  get counting(): boolean {
    return this.measuring;
  }

  /** One HTTP request answered (successfully or not): counted for requests per second. */
  request(): void {
    if (this.measuring) this.requests += 1;
  }

  time(kind: string, cls: KindClass, ms: number): void {
    if (!this.measuring) return;
    const entry = this.kinds.get(kind) ?? { cls, samples: [] };
    entry.samples.push(ms);
    this.kinds.set(kind, entry);
    if (cls !== 'live') this.answers.push({ at: performance.now() - this.startedAt, cls, ms });
  }

  /** CPU seconds used so far by the portal and by the whole machine, for the timeline. */
  cpuSample(portal: number, machine: number): void {
    if (this.measuring) this.cpu.push({ at: performance.now() - this.startedAt, portal, machine });
  }

  /** Cores the portal and everything else used in a window, from the samples around it. */
  private coresIn(from: number, to: number): string {
    const first = this.cpu.findLast((sample) => sample.at <= from) ?? this.cpu[0];
    const last = this.cpu.find((sample) => sample.at >= to) ?? this.cpu.at(-1);
    if (!first || !last || last.at <= first.at) return '–';
    const span = (last.at - first.at) / 1000;
    const portal = (last.portal - first.portal) / span;
    const others = Math.max(0, (last.machine - first.machine) / span - portal);
    return `${portal.toFixed(2)} / ${others.toFixed(2)}`;
  }

  /** Per window of `seconds`: requests answered, the reads' and writes' p50 and p99 in it, and the cores used. */
  timeline(seconds: number): string[] {
    const windows: { read: number[]; write: number[] }[] = [];
    for (const { at, cls, ms } of this.answers) {
      const index = Math.floor(at / 1000 / seconds);
      windows[index] ??= { read: [], write: [] };
      (cls === 'read' ? windows[index].read : windows[index].write).push(ms);
    }
    const cell = (samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return sorted.length ? `${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.99))}` : '–';
    };
    return [
      `  ${'from'.padEnd(8)}${'answers'.padStart(8)}${'reads p50 / p99'.padStart(22)}${'writes p50 / p99'.padStart(22)}${'cores: portal / others'.padStart(26)}`,
      ...[...windows.entries()].map(
        ([index, window = { read: [], write: [] }]) =>
          `  ${`${index * seconds} s`.padEnd(8)}${String(window.read.length + window.write.length).padStart(8)}${cell(window.read).padStart(22)}${cell(window.write).padStart(22)}${this.coresIn(index * seconds * 1000, (index + 1) * seconds * 1000).padStart(26)}`,
      ),
    ];
  }

  fail(kind: string, code: string): void {
    if (!this.measuring) return;
    const key = `${kind}\t${code}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  get totalRequests(): number {
    return this.requests;
  }

  get totalFailures(): number {
    return [...this.failures.values()].reduce((sum, n) => sum + n, 0);
  }

  summaries(): Summary[] {
    return [...this.kinds.entries()].map(([kind, { cls, samples }]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        kind,
        cls,
        count: sorted.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1] ?? 0,
      };
    });
  }

  failureRows(): { kind: string; code: string; count: number }[] {
    return [...this.failures.entries()]
      .map(([key, count]) => {
        const [kind = '', code = ''] = key.split('\t');
        return { kind, code, count };
      })
      .sort((a, b) => b.count - a.count);
  }
}

const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** The table of timings: one row per kind, reads first, then writes, then live updates. */
export function timingLines(summaries: readonly Summary[]): string[] {
  const order: KindClass[] = ['read', 'write', 'live'];
  const rows = [...summaries].sort(
    (a, b) => order.indexOf(a.cls) - order.indexOf(b.cls) || (a.cls === 'live' ? a.kind.localeCompare(b.kind) : 0),
  );
  const width = Math.max(28, ...rows.map((row) => row.kind.length + 2));
  const head = `  ${'kind'.padEnd(width)}${'class'.padEnd(7)}${['count', 'p50', 'p95', 'p99', 'max'].map((h) => h.padStart(9)).join('')}`;
  return [
    head,
    ...rows.map(
      (row) =>
        `  ${row.kind.padEnd(width)}${row.cls.padEnd(7)}${String(row.count).padStart(9)}${[
          row.p50,
          row.p95,
          row.p99,
          row.max,
        ]
          .map((value) => ms(value).padStart(9))
          .join('')}`,
    ),
  ];
}

/** One line per goal: met or missed, with the numbers that decide it. */
export function verdictLines(summaries: readonly Summary[], failures: number, requests: number): string[] {
  const worst = (cls: KindClass, key: 'p99' | 'max') => {
    const rows = summaries.filter((row) => row.cls === cls && row.count > 0);
    return rows.reduce<Summary | undefined>((top, row) => (!top || row[key] > top[key] ? row : top), undefined);
  };
  const line = (met: boolean, goal: string, detail: string) => `  ${met ? 'MET   ' : 'MISSED'} ${goal}: ${detail}`;
  const check = (cls: KindClass, key: 'p99' | 'max', limit: number, goal: string) => {
    const top = worst(cls, key);
    if (!top) return line(false, goal, 'nothing measured');
    const over = summaries.filter((row) => row.cls === cls && row[key] >= limit).map((row) => row.kind);
    return line(
      over.length === 0,
      goal,
      `worst ${top.kind} ${ms(top[key])}${over.length ? `; over: ${over.join(', ')}` : ''}`,
    );
  };
  return [
    line(failures === 0, '0 errors', `${failures} of ${requests} requests and live deliveries`),
    check('read', 'p99', GOALS.readP99, `reads p99 < ${GOALS.readP99} ms`),
    check('write', 'p99', GOALS.writeP99, `writes p99 < ${GOALS.writeP99} ms`),
    check('live', 'max', GOALS.liveMax, `live updates within ${GOALS.liveMax / 1000} s (every one)`),
  ];
}
