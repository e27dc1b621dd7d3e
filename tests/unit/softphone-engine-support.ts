// Shared fakes for the softphone engine tests (tests/unit/softphone-engine*.test.ts): a JsSIP user agent and
// RTC sessions that record what the engine asks and let a test emit their events, the API routes the
// engine calls, a signed-in user, and a helper that starts the engine up to a registered phone.
// Each test file imports softphone-engine-fakes.ts first, which mocks JsSIP with the fakes from here and the
// API, audio and report socket with those of softphone-engine-mocks.ts (a factory that imported this file
// would race the engine's imports and leave it the real modules).
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { CrmUser } from '@/providers/user';
import { sessionState } from '@/providers/session-state';
import {
  apiCall,
  apiRequest,
  closeContactCard,
  telephonyRequest,
  type CurrentUser,
  type RuntimeConfig,
} from '@/src/plugin-api';
import { DEFAULT_RUNTIME_CONFIG, type FeatureFlag } from '@/src/boot/runtime-config';
import type { Role } from '@/src/permissions/catalogue';
import type { PhoneEngine } from '@/plugins/softphone/phone/engine';
import type { PhoneStore } from '@/plugins/softphone/phone/store';

type Handler = (...args: unknown[]) => void;

class Emitter {
  private handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  once(event: string, handler: Handler) {
    const wrapped: Handler = (...args) => {
      this.off(event, wrapped);
      handler(...args);
    };
    return this.on(event, wrapped);
  }
  off(event: string, handler: Handler) {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((h) => h !== handler),
    );
    return this;
  }
  emit(event: string, data: unknown = {}) {
    [...(this.handlers.get(event) ?? [])].forEach((handler) => handler(data));
  }
}

/** A JsSIP RTCSession as far as the engine uses it; `terminate` only records (tests emit 'ended'/'failed'). */
export class FakeSession extends Emitter {
  /** JsSIP's id is the SIP Call-ID followed by the From tag (the caller's, as for an incoming call). */
  static nextCallId = 0;
  id = `fake-call-${++FakeSession.nextCallId}@pbx.test` + 'fromtag';
  direction = 'incoming';
  remote_identity = { getParam: (name: string) => (name === 'tag' ? 'fromtag' : undefined) };
  local_identity = { getParam: () => undefined };
  held = false;
  muted = false;
  ended = false;
  connection = { addEventListener: vi.fn() };
  answer = vi.fn();
  terminate = vi.fn();
  hold = vi.fn(() => void (this.held = true));
  unhold = vi.fn(() => void (this.held = false));
  isOnHold = vi.fn(() => ({ local: this.held, remote: false }));
  mute = vi.fn(() => void (this.muted = true));
  unmute = vi.fn(() => void (this.muted = false));
  isMuted = vi.fn(() => ({ audio: this.muted, video: false }));
  sendDTMF = vi.fn();
  refer = vi.fn();
  isEnded = vi.fn(() => this.ended);
}

/** The JsSIP UA: every instance is kept in `FakeUA.instances`; `call` answers a new FakeSession. */
export class FakeUA extends Emitter {
  static instances: FakeUA[] = [];
  static last(): FakeUA {
    const ua = FakeUA.instances.at(-1);
    if (!ua) throw new Error('no user agent was created');
    return ua;
  }
  sessions: FakeSession[] = [];
  start = vi.fn();
  stop = vi.fn();
  call = vi.fn((_target: string, _options?: unknown) => {
    const session = new FakeSession();
    this.sessions.push(session);
    return session;
  });
  constructor(public config: Record<string, unknown>) {
    super();
    FakeUA.instances.push(this);
  }
  /** An INVITE from `fromUser` with the given headers, as JsSIP's newRTCSession reports it. */
  incoming(fromUser: string, headers: Record<string, string> = {}): FakeSession {
    const session = new FakeSession();
    this.emit('newRTCSession', {
      originator: 'remote',
      session,
      request: { from: { uri: { user: fromUser } }, getHeader: (name: string) => headers[name] },
    });
    return session;
  }
}

export const jssipModule = () => ({
  UA: FakeUA,
  WebSocketInterface: class {
    constructor(public url: string) {}
  },
});

export const SETTINGS = {
  available: true,
  uri: 'sip:1003@pbx.test',
  authorization_user: '1003',
  password: 'secret',
  display_name: 'Olga Operator',
  extension: '1003',
  ws_host: 'wss://pbx.test/ws',
  expires_at: 4_102_444_800, // 2100: the credentials are not renewed during a test
};
export const PROJECT = {
  project_id: 1,
  queue_name: 'campaign_1',
  title: 'Campaign one',
  trunk: null as string | null,
};
export const CONTACT = { id: 42, full_name: 'Ivan Petrov', campaign_id: 1, phone: '7916***4567' };

export interface ApiSetup {
  settings?: Record<string, unknown> | 'error';
  projects?: (typeof PROJECT)[];
  /** Items of GET /node/getCallInfoMin/. */
  callInfo?: (typeof CONTACT)[];
  /** Status of GET /api/contact/{id}. */
  contactStatus?: number;
}

/** Routes apiRequest and telephonyRequest (mocked in the test file) to canned replies. */
export function routeApi(setup: ApiSetup = {}) {
  vi.mocked(apiRequest).mockImplementation(async (_method, url) => {
    if (url === '/softphone/settings') {
      if (setup.settings === 'error') throw new Error('Network Error');
      return { status: 200, data: setup.settings ?? SETTINGS };
    }
    if (url === '/user/projects') return { status: 200, data: { items: setup.projects ?? [PROJECT] } };
    if (url.startsWith('/contact/'))
      return { status: setup.contactStatus ?? 200, data: { id: Number(url.slice(9)) } };
    throw new Error(`unexpected API call ${url}`);
  });
  // apiCall's rule over the same replies: the body of a 2xx, any other status rejects.
  vi.mocked(apiCall).mockImplementation(async (method, url) => {
    const reply = await vi.mocked(apiRequest)(method, url);
    if (reply.status < 200 || reply.status > 299) throw new Error(`status ${reply.status}`);
    return reply.data;
  });
  vi.mocked(telephonyRequest).mockImplementation(async (_method, url) => {
    if (url === '/getCallInfoMin/') return { status: 200, data: { items: setup.callInfo ?? [CONTACT] } };
    return { status: 200, data: {} };
  });
}

export interface UserSetup {
  role?: Role;
  cardTimeout?: number;
  autoAnswer?: boolean;
  mainTrunk?: string | null;
  extension?: string | null;
}

export function makeUser(setup: UserSetup = {}): CurrentUser {
  const role = setup.role ?? 'ROLE_OPERATOR';
  const extension = setup.extension === undefined ? '1003' : setup.extension;
  const raw: CrmUser = {
    id: 7,
    role,
    full_name: 'Olga Operator',
    email: 'olga@example.test',
    extension_username: extension,
    main_trunk_name: setup.mainTrunk === undefined ? 'main_trunk' : setup.mainTrunk,
    user_group: {
      id: 1,
      title: 'Operators',
      card_timeout: setup.cardTimeout ?? 0,
      operator_auto_answer: setup.autoAnswer ?? false,
    },
  };
  return { id: 7, role, fullName: raw.full_name, email: raw.email, extension, permissions: [], raw };
}

export const getUserMedia = vi.fn();

/** Fake timers, a navigator with a working microphone (no Web Locks), calls enabled, no card open. */
export function resetWorld() {
  vi.useFakeTimers();
  vi.clearAllMocks();
  FakeUA.instances = [];
  getUserMedia.mockImplementation(async () => ({ getTracks: () => [{ stop: vi.fn() }] }));
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  sessionState.set({ callsEnabled: true });
  closeContactCard();
}

/** The engines started during a test, stopped when it ends so that none runs into the next. */
const running = new Set<PhoneEngine>();

/** Has tidyWorld stop an engine a test built itself (startPhone's engines are stopped anyway). */
export const stopAfterTest = (engine: PhoneEngine) => void running.add(engine);

/** Stops the test's engines and undoes resetWorld. */
export function tidyWorld(engine?: PhoneEngine) {
  if (engine) running.add(engine);
  for (const started of running) started.stop();
  running.clear();
  closeContactCard();
  sessionState.reset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** A fresh world for each test of the file, tidied after it. */
export function useEngineWorld() {
  beforeEach(resetWorld);
  afterEach(() => tidyWorld());
}

/** Lets pending promises (mocked API replies, awaited constraints) settle without moving the clock. */
export async function settle() {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
}

export interface Phone {
  engine: PhoneEngine;
  store: PhoneStore;
  user: CurrentUser;
  /** Null when the engine built no user agent. */
  ua: FakeUA | null;
}

/**
 * Creates and starts the engine, waits the 500 ms start delay and, unless `register: false`, has the UA
 * report 'registered'. Pass `features` for runtime flags such as SOUND_END.
 */
export async function startPhone(
  options: {
    user?: UserSetup;
    api?: ApiSetup;
    register?: boolean;
    features?: Partial<Record<FeatureFlag, string>>;
  } = {},
): Promise<Phone> {
  routeApi(options.api);
  const { createPhoneEngine, START_DELAY_MS } = await import('@/plugins/softphone/phone/engine');
  const { createPhoneStore } = await import('@/plugins/softphone/phone/store');
  const store = createPhoneStore();
  const user = makeUser(options.user);
  const config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, features: options.features ?? {} };
  const engine = createPhoneEngine(store, { user, config, t: (key) => key });
  stopAfterTest(engine);
  engine.start();
  await settle();
  await vi.advanceTimersByTimeAsync(START_DELAY_MS);
  await settle();
  const ua = FakeUA.instances.at(-1) ?? null;
  if (ua && options.register !== false) {
    ua.emit('registered');
    expect(store.get().registration).toBe('registered');
  }
  return { engine, store, user, ua };
}

/** The options of the last `ua.call`, typed loosely for assertions. */
export const callOptions = (ua: FakeUA, index = -1) =>
  ua.call.mock.calls.at(index)?.[1] as {
    extraHeaders: string[];
    mediaConstraints: unknown;
    pcConfig: unknown;
  };

/** An incoming call from `from` (contact CONTACT) answered by the operator and confirmed: state answer. */
export async function answerIncoming(phone: Phone, from = '79161234567'): Promise<FakeSession> {
  const session = phone.ua!.incoming(from);
  await settle();
  phone.engine.actions.answer();
  await settle();
  session.emit('accepted');
  session.emit('confirmed');
  expect(phone.store.get().call?.state).toBe('answer');
  return session;
}
