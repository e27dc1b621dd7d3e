// Starts a helper process (rtpengine, Kamailio) that must not outlive the app. Node has no PDEATHSIG of its
// own, so the child is started through util-linux's `setpriv --pdeathsig SIGTERM`: the kernel sends it
// SIGTERM the moment the app's process is gone, however it went (signal, crash, SIGKILL). Without setpriv
// (not Linux, a stripped image) the child is started as is and only the app's own shutdown stops it.
import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SETPRIV = '/usr/bin/setpriv';

/** SIGTERM, not SIGKILL: Kamailio's main process then stops the workers it forked. */
export const tiedCommand = (bin: string, args: string[], setpriv = SETPRIV): [string, string[]] =>
  existsSync(setpriv) ? [setpriv, ['--pdeathsig', 'SIGTERM', '--', bin, ...args]] : [bin, args];

export function spawnTiedToApp(bin: string, args: string[], options: SpawnOptions) {
  const [file, argv] = tiedCommand(bin, args);
  return spawn(file, argv, options);
}
