// How the app process ends on a signal: close everything it runs (call-control, Kamailio, rtpengine, the
// database) and exit. A close that hangs (a media server that stopped answering, a stuck socket) must not
// keep the process alive: after the deadline it exits anyway, and the helpers it started die with it
// (server/telephony/tied-child.ts).
export const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const DEADLINE_MS = 10_000;

export function exitOnSignals(
  close: () => Promise<void>,
  log: { info: (o: object, m: string) => void },
  deadlineMs = DEADLINE_MS,
) {
  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () => {
      log.info({ signal }, 'shutting down');
      setTimeout(() => process.exit(1), deadlineMs).unref();
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
