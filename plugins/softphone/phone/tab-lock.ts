// One registered tab per operator and browser: the tab holding the Web Lock registers; another tab says
// so and waits, taking over when the first one closes (a second registration would steal its calls).
export interface TabLock {
  release: () => void;
}

export function holdPhoneLock(name: string, onAcquired: () => void, onWaiting: () => void): TabLock {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) {
    onAcquired();
    return { release: () => undefined };
  }
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const abort = new AbortController();
  const hold = async () => {
    onAcquired();
    await held;
  };
  void locks
    .request(name, { ifAvailable: true }, async (lock) => {
      if (lock) return hold();
      onWaiting();
      await locks.request(name, { signal: abort.signal }, hold).catch(() => undefined);
    })
    .catch(() => undefined);
  return {
    release: () => {
      abort.abort();
      release();
    },
  };
}
