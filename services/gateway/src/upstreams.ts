import { EventEmitter } from 'node:events';
import { serviceNames, type ServiceName } from '@young-minds/contracts';
import pino, { type Logger } from 'pino';

/** `ok`: answered 2xx; `degraded`: answered with an error (e.g. its database is down); `unavailable`: no answer. */
export type InstanceHealth = 'ok' | 'degraded' | 'unavailable';

/** Asks `<base>/health` (a path in the base URL is kept); never throws. */
export async function probeHealth(base: URL, timeoutMs: number): Promise<{ health: InstanceHealth; reason?: string }> {
  const url = new URL('health', base.href.endsWith('/') ? base : new URL(`${base.href}/`));
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    await res.body?.cancel();
    return res.ok ? { health: 'ok' } : { health: 'degraded', reason: `health answered ${res.status}` };
  } catch (err) {
    const cause = (err as { cause?: NodeJS.ErrnoException }).cause;
    return { health: 'unavailable', reason: cause?.code ?? (err as Error).name ?? 'no answer' };
  }
}

/** One running copy of a service. */
export interface UpstreamInstance {
  readonly url: URL;
  /** In the rotation: passed its last check and no proxied connection to it has failed since. */
  healthy: boolean;
}

export interface UpstreamPoolOptions {
  logger?: Logger;
  /** How often each instance's `/health` is asked (`HEALTH_CHECK_INTERVAL_MS`). */
  checkIntervalMs: number;
  /** How long one check may take (default 1 s; a round still running is never overlapped by the next). */
  checkTimeoutMs?: number;
}

/** An instance's URL without any credentials, for logs and `/health`. */
export function instanceLabel(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * The instances of one service. `pick()` goes round robin over the healthy ones; an instance is taken out at once
 * when a check or a proxied connection to it fails (`markDown`), and put back when it passes a check again. With
 * no healthy instance left, every instance is still tried (a request never finds an empty pool). A service with
 * one instance is always that one: it is neither checked nor taken out (there is nowhere else to go).
 *
 * Emits `down` and `up` with the instance when its state changes.
 */
export class UpstreamPool extends EventEmitter {
  readonly instances: readonly UpstreamInstance[];
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;
  private readonly log: Logger;
  private readonly checkTimeoutMs: number;

  constructor(
    readonly service: ServiceName,
    urls: readonly URL[],
    private readonly options: UpstreamPoolOptions,
  ) {
    super();
    if (urls.length === 0) throw new Error(`The ${service} service has no instance`);
    this.instances = urls.map((url) => ({ url, healthy: true }));
    this.log = options.logger ?? pino({ level: 'silent' });
    this.checkTimeoutMs = options.checkTimeoutMs ?? 1_000;
  }

  /** Several instances: only then do checks and take-outs mean anything. */
  get balanced(): boolean {
    return this.instances.length > 1;
  }

  /**
   * The next instance, round robin over the healthy ones (all of them when none is healthy), skipping `except`
   * (the one a retry comes from). Undefined only when `except` is the sole instance.
   */
  pick(except?: UpstreamInstance): UpstreamInstance | undefined {
    const candidates = this.instances.filter((instance) => instance !== except);
    const healthy = candidates.filter((instance) => instance.healthy);
    const from = healthy.length > 0 ? healthy : candidates;
    if (from.length === 0) return undefined;
    const chosen = from[this.next % from.length];
    this.next = (this.next + 1) % Number.MAX_SAFE_INTEGER;
    return chosen;
  }

  /** Takes an instance out of the rotation (a failed check or connection); logged once per take-out. */
  markDown(instance: UpstreamInstance, reason: string): void {
    if (!this.balanced || !instance.healthy) return;
    instance.healthy = false;
    this.log.warn(
      { upstream: this.service, instance: instanceLabel(instance.url), reason },
      'upstream instance taken out',
    );
    this.emit('down', instance);
  }

  /** Puts an instance back after it passed a check; logged once per put-back. */
  markUp(instance: UpstreamInstance): void {
    if (!this.balanced || instance.healthy) return;
    instance.healthy = true;
    this.log.info({ upstream: this.service, instance: instanceLabel(instance.url) }, 'upstream instance put back');
    this.emit('up', instance);
  }

  /** Applies a health result (from the periodic checks or the gateway's own `/health`). */
  record(instance: UpstreamInstance, result: { health: InstanceHealth; reason?: string }): void {
    if (result.health === 'ok') this.markUp(instance);
    else this.markDown(instance, result.reason ?? result.health);
  }

  /** One round of checks over every instance; a round still running is not overlapped. */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await Promise.all(
        this.instances.map(async (instance) =>
          this.record(instance, await probeHealth(instance.url, this.checkTimeoutMs)),
        ),
      );
    } finally {
      this.checking = false;
    }
  }

  /** Starts the periodic checks (only with several instances); the timer never keeps the process alive. */
  start(): void {
    if (!this.balanced || this.timer) return;
    this.timer = setInterval(() => void this.check(), this.options.checkIntervalMs);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** One pool per service. */
export class Upstreams {
  readonly pools: Record<ServiceName, UpstreamPool>;

  constructor(services: Record<ServiceName, readonly URL[]>, options: UpstreamPoolOptions) {
    this.pools = Object.fromEntries(
      serviceNames.map((name) => [name, new UpstreamPool(name, services[name], options)]),
    ) as Record<ServiceName, UpstreamPool>;
  }

  start(): this {
    for (const pool of Object.values(this.pools)) pool.start();
    return this;
  }

  close(): void {
    for (const pool of Object.values(this.pools)) pool.close();
  }
}
