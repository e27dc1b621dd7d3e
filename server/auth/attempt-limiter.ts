// In-memory sliding-window counters of failed attempts, by key (an e-mail, a client address).

export interface LimitRule {
  max: number;
  windowMs: number;
}

export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it is not blocked. */
  retryAfter(key: string): number {
    const times = this.recent(key);
    if (times.length < this.rule.max) return 0;
    // The block lifts when enough of the oldest attempts leave the window.
    return times[times.length - this.rule.max] + this.rule.windowMs - this.now();
  }

  hit(key: string): void {
    const times = this.recent(key);
    times.push(this.now());
    this.hits.set(key, times);
    if (this.hits.size > 10_000) this.sweep();
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const times = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) this.hits.delete(key);
    return times;
  }

  private sweep(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

/** The login rule: 5 failures per account and 20 per client address within 15 minutes. */
export class LoginLimiter {
  static readonly WINDOW_MS = 15 * 60_000;
  readonly byAccount: AttemptLimiter;
  readonly byAddress: AttemptLimiter;

  constructor(now: () => number = Date.now) {
    this.byAccount = new AttemptLimiter({ max: 5, windowMs: LoginLimiter.WINDOW_MS }, now);
    this.byAddress = new AttemptLimiter({ max: 20, windowMs: LoginLimiter.WINDOW_MS }, now);
  }

  /** Milliseconds until this account and address may try again; 0 when allowed. */
  retryAfter(email: string, address: string): number {
    return Math.max(this.byAccount.retryAfter(email), this.byAddress.retryAfter(address));
  }

  failed(email: string, address: string): void {
    this.byAccount.hit(email);
    this.byAddress.hit(address);
  }

  succeeded(email: string): void {
    this.byAccount.clear(email);
  }
}
