// What one project's queue remembers between callers, for the strategies that depend on history: the
// operator offered last (rrmemory), when each operator's last queue call ended (leastrecent) and how many
// queue calls each took today (fewestcalls). Kept in the owning node's memory: it only orders offers, so a
// restart starting afresh loses nothing that matters (docs/decisions.md).

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export class QueueMemory {
  lastOffered: string | null = null;
  /** Extension -> epoch ms of the end of their last call from this queue. */
  readonly lastCallEnd = new Map<string, number>();
  private taken = new Map<string, number>();
  private day = '';

  offered(extensions: readonly string[]): void {
    if (extensions.length === 1) this.lastOffered = extensions[0];
  }

  answered(extension: string, at: Date): void {
    this.rollDay(at);
    this.taken.set(extension, (this.taken.get(extension) ?? 0) + 1);
  }

  callEnded(extension: string, at: Date): void {
    this.lastCallEnd.set(extension, at.getTime());
  }

  callsToday(extension: string, at = new Date()): number {
    this.rollDay(at);
    return this.taken.get(extension) ?? 0;
  }

  private rollDay(at: Date): void {
    if (dayOf(at) === this.day) return;
    this.day = dayOf(at);
    this.taken = new Map();
  }
}
