// Spec 000 section 3 "Version file": a deploy can ask clients to drop stale local data.
// A failure here must never stop the app: it is only logged (spec 001 section 8).

export const STORED_VERSION_KEY = 'app_version';

interface VersionFile {
  version: string;
  /** A boolean, or the string 'true' when the server copies it from the environment. */
  clear_storage: boolean | string;
}

export async function checkVersion(
  fetchFn: typeof fetch = fetch,
  storage: Storage = window.localStorage,
): Promise<void> {
  try {
    const res = await fetchFn('/version.json', { cache: 'no-store' });
    if (!res.ok) throw new Error(`GET /version.json answered ${res.status}`);
    const file = (await res.json()) as VersionFile;
    const stored = storage.getItem(STORED_VERSION_KEY);
    const wantsClear = file.clear_storage === true || file.clear_storage === 'true';
    if (wantsClear && stored !== file.version) storage.clear();
    storage.setItem(STORED_VERSION_KEY, String(file.version));
  } catch (error) {
    console.error('Version check failed', error);
  }
}
