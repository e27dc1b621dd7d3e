// The runtime config the server publishes at GET /api/config (docs/contracts.md).
// Fetched once before the first render so titles, logos and the default locale are known up front.

export type FeatureFlag =
  | 'MAILER_ENABLED'
  | 'LAST_TAG'
  | 'AUTO_CALL_TASK'
  | 'CALL_LIST_BY_CAMPAIGN'
  | 'SHOW_RECOGNITION_CHANNELS'
  | 'SHOW_LOGO'
  | 'CALL_ANALYZE'
  | 'SOUND_END'
  | 'SOVCOM_CHECK'
  | 'CALL_RECOGNITION'
  | 'MTT_BALANCE';

export type Locale = 'ru' | 'en';

export interface RuntimeConfig {
  title: string;
  company_name: string;
  version: string;
  default_locale: Locale;
  logo: { sidebar: string | null; sidebar_min: string | null };
  /** Values are strings exactly as the environment gives them: compare with 'true'. */
  features: Partial<Record<FeatureFlag, string>>;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  title: 'Call Centre CRM',
  company_name: 'Call Centre CRM',
  version: '',
  default_locale: 'ru',
  logo: { sidebar: null, sidebar_min: null },
  features: {},
};

export const isFeatureOn = (config: RuntimeConfig, flag: FeatureFlag) => config.features[flag] === 'true';

const asLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'ru');

/** Fills gaps with defaults so a partial or older server never breaks the shell. */
export function normaliseRuntimeConfig(raw: Partial<RuntimeConfig> | null | undefined): RuntimeConfig {
  const d = DEFAULT_RUNTIME_CONFIG;
  return {
    title: raw?.title || d.title,
    company_name: raw?.company_name || d.company_name,
    version: raw?.version ?? d.version,
    default_locale: asLocale(raw?.default_locale),
    logo: { sidebar: raw?.logo?.sidebar ?? null, sidebar_min: raw?.logo?.sidebar_min ?? null },
    features: { ...(raw?.features ?? {}) },
  };
}

/** The app still starts on the defaults when the config cannot be read; the failure is logged. */
export async function fetchRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const res = await fetchFn('/api/config', { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`);
    return normaliseRuntimeConfig(await res.json());
  } catch (error) {
    console.error('Runtime config unavailable, using defaults', error);
    return normaliseRuntimeConfig(null);
  }
}
