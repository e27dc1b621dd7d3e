// Runtime configuration, read once from the environment (see docs/contracts.md and the README table).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from './i18n/locale';
import { loadMediaConfig, type MediaConfig } from './telephony/media/config';
import { loadSipConfig, type SipConfig } from './telephony/sip/config';

export const FEATURE_FLAGS = [
  'MAILER_ENABLED',
  'LAST_TAG',
  'AUTO_CALL_TASK',
  'CALL_LIST_BY_CAMPAIGN',
  'SHOW_RECOGNITION_CHANNELS',
  'SHOW_LOGO',
  'CALL_ANALYZE',
  'SOUND_END',
  'SOVCOM_CHECK',
  'CALL_RECOGNITION',
  'MTT_BALANCE',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL, or a PGlite target (a directory or `memory://`). */
  databaseUrl: string;
  jwtSecret: string;
  /** The SIP server the softphone registers with (server/telephony/sip/config.ts). */
  sip: SipConfig;
  /** The media server call-control drives (server/telephony/media/config.ts). */
  media: MediaConfig;
  /** CALL_CONTROL=off keeps the B2BUA out of this process (it runs as `npm run call-control`). */
  callControl: 'in-process' | 'off';
  /** This node's id in calls.node_id: the rows it owns and closes when it starts again. */
  nodeId: string;
  tokenTtlSeconds: number;
  defaultLocale: Locale;
  appTitle: string;
  companyName: string;
  /** Base of links sent by e-mail; never taken from the request's Host header. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** SMS_PROVIDER_URL: where an SMS is POSTed as JSON `{ to, text }`; null = SMS cannot be sent. */
  smsProviderUrl: string | null;
  demoPassword: string | null;
  seedDemo: boolean;
  clearStorage: boolean;
  features: Record<FeatureFlag, string>;
  version: string;
  distDir: string;
  /** TRUST_PROXY: 'true', or the proxies' addresses; false = use the socket's address. */
  trustProxy: boolean | string;
  logLevel: string;
  /**
   * IMPORT_KNOWN_NUMBERS: up to this many stored and blacklisted numbers an import reads into memory when it
   * starts, to refuse their rows without asking the database (server/imports/known-numbers.ts); 0 = never.
   */
  importKnownNumbers: number;
}

type Env = Record<string, string | undefined>;

export const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

export const readVersion = (): string =>
  (JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** The given secret, or one generated once and kept in DATA_DIR/<fileName> (mode 0600). */
export function keptSecret(given: string | undefined, dataDir: string, fileName: string): string {
  if (given) return given;
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const port = int(env.PORT, 8080, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const appTitle = env.APP_TITLE || 'Call Centre CRM';
  const features = Object.fromEntries(
    FEATURE_FLAGS.map((f) => [f, env[f] ?? 'false']),
  ) as AppConfig['features'];
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'pgdata'),
    jwtSecret: keptSecret(env.JWT_SECRET, dataDir, 'jwt-secret'),
    sip: loadSipConfig(env, dataDir, host),
    media: loadMediaConfig(env, dataDir),
    callControl: env.CALL_CONTROL === 'off' ? 'off' : 'in-process',
    nodeId: env.NODE_ID || 'node-1',
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 43200, 'TOKEN_TTL_SECONDS') || 43200,
    defaultLocale: env.DEFAULT_LOCALE === 'en' ? 'en' : 'ru',
    appTitle,
    companyName: env.COMPANY_NAME || appTitle,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `${appTitle} <no-reply@localhost>`,
    smsProviderUrl: env.SMS_PROVIDER_URL || null,
    demoPassword: env.DEMO_PASSWORD || null,
    seedDemo: env.SEED_DEMO !== 'false',
    clearStorage: env.CLEAR_STORAGE === 'true',
    features,
    version: readVersion(),
    distDir: path.join(ROOT_DIR, 'dist'),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    logLevel: env.LOG_LEVEL || 'info',
    importKnownNumbers: int(env.IMPORT_KNOWN_NUMBERS, 2_000_000, 'IMPORT_KNOWN_NUMBERS'),
  };
}
