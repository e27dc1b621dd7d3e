// How an incoming INVITE is read (spec 000 section 4.4, Incoming call): monitor prefixes, Anonymous,
// PJSIP/ and the transfer headers. Pure, so the rules are tested without SIP.
import type { ContactCardCallType } from '@/src/plugin-api';

/** Shown for callers who hide their number. */
export const ANONYMOUS_PLACEHOLDER = '0000000000';
const CALL_TYPES: readonly ContactCardCallType[] = [
  'TYPE_ROBOT',
  'TYPE_ROBOT_RECALL',
  'TYPE_SYSTEM',
  'TYPE_TASK',
  'TYPE_TRANSFER',
];

export interface IncomingCaller {
  /** The number the call info is fetched for; empty for Anonymous. */
  phone: string;
  displayPhone: string;
  monitor: 'spy' | 'whisper' | null;
  callType: ContactCardCallType;
}

/** `header(name)` returns an INVITE header's value or undefined. */
export function readIncomingCaller(
  fromUser: string | null | undefined,
  header: (name: string) => string | undefined,
): IncomingCaller {
  let user = (fromUser ?? '').trim();
  if (user.startsWith('PJSIP/')) user = user.slice('PJSIP/'.length);
  let monitor: IncomingCaller['monitor'] = null;
  if (user.startsWith('0000')) monitor = 'spy';
  else if (user.startsWith('1111')) monitor = 'whisper';
  if (monitor) user = user.slice(4);
  // A transfer arrives from the transferring operator; X-Foo carries the customer's phone.
  const transfer = header('X-Bar') === 'TYPE_TRANSFER';
  if (transfer && header('X-Foo')) user = header('X-Foo') ?? user;
  const declared = header('X-Call-Type') as ContactCardCallType | undefined;
  const callType = transfer
    ? 'TYPE_TRANSFER'
    : declared && CALL_TYPES.includes(declared)
      ? declared
      : 'TYPE_SYSTEM';
  if (/^anonymous$/i.test(user) || user === '') {
    return { phone: '', displayPhone: ANONYMOUS_PLACEHOLDER, monitor, callType };
  }
  return { phone: user, displayPhone: user, monitor, callType };
}

export type IncomingDecision = 'ignore' | 'reject' | 'autoAnswerMonitor' | 'lookUp';

/** The order of spec 000 section 4.4: not registered, paused or a card open, monitor prefixes, the rest. */
export function decideIncoming(input: {
  registered: boolean;
  paused: boolean;
  cardOpen: boolean;
  busy: boolean;
  monitor: IncomingCaller['monitor'];
}): IncomingDecision {
  if (!input.registered) return 'ignore';
  if (input.monitor) return input.busy ? 'reject' : 'autoAnswerMonitor';
  if (input.paused || input.cardOpen || input.busy) return 'reject';
  return 'lookUp';
}
