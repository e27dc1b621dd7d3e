// The softphone engine's pure call rules (spec 000 sections 4.4 and 5, spec 001 sections 7 and 9): how an
// incoming INVITE is read and decided, and the checks and X- headers of an outgoing call.
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_PLACEHOLDER, decideIncoming, readIncomingCaller } from '@/plugins/softphone/phone/inbound';
import { planOutbound, type CallerContext } from '@/plugins/softphone/phone/outbound';

const headers =
  (values: Record<string, string> = {}) =>
  (name: string) =>
    values[name];

describe('readIncomingCaller', () => {
  it('reads a plain caller as a manual (system) call', () => {
    expect(readIncomingCaller('79161234567', headers())).toEqual({
      phone: '79161234567',
      displayPhone: '79161234567',
      monitor: null,
      callType: 'TYPE_SYSTEM',
    });
  });

  it('strips the 0000 spy and 1111 whisper prefixes and marks the call as monitor', () => {
    expect(readIncomingCaller('00001003', headers())).toMatchObject({
      phone: '1003',
      displayPhone: '1003',
      monitor: 'spy',
    });
    expect(readIncomingCaller('11111003', headers())).toMatchObject({
      phone: '1003',
      displayPhone: '1003',
      monitor: 'whisper',
    });
    // Only a leading prefix counts.
    expect(readIncomingCaller('79000012345', headers()).monitor).toBeNull();
  });

  it('strips PJSIP/, also before a monitor prefix', () => {
    expect(readIncomingCaller('PJSIP/79161234567', headers())).toMatchObject({
      phone: '79161234567',
      monitor: null,
    });
    expect(readIncomingCaller('PJSIP/00001003', headers())).toMatchObject({ phone: '1003', monitor: 'spy' });
  });

  it('shows Anonymous (and a missing user) as the placeholder and looks nothing up', () => {
    for (const from of ['Anonymous', 'anonymous', '', undefined, null]) {
      expect(readIncomingCaller(from, headers())).toMatchObject({
        phone: '',
        displayPhone: ANONYMOUS_PLACEHOLDER,
      });
    }
    expect(ANONYMOUS_PLACEHOLDER).toMatch(/^0+$/);
  });

  it('takes the customer phone from X-Foo on a transfer (X-Bar TYPE_TRANSFER)', () => {
    const caller = readIncomingCaller(
      '1004',
      headers({ 'X-Bar': 'TYPE_TRANSFER', 'X-Foo': '79161234567', 'X-Call-Type': 'TYPE_ROBOT' }),
    );
    expect(caller).toEqual({
      phone: '79161234567',
      displayPhone: '79161234567',
      monitor: null,
      callType: 'TYPE_TRANSFER',
    });
  });

  it('keeps the caller when a transfer has no X-Foo, and ignores X-Foo without X-Bar', () => {
    expect(readIncomingCaller('1004', headers({ 'X-Bar': 'TYPE_TRANSFER' }))).toMatchObject({
      phone: '1004',
      callType: 'TYPE_TRANSFER',
    });
    expect(readIncomingCaller('1004', headers({ 'X-Foo': '79161234567' }))).toMatchObject({
      phone: '1004',
      callType: 'TYPE_SYSTEM',
    });
    expect(readIncomingCaller('1004', headers({ 'X-Bar': 'OTHER', 'X-Foo': '79161234567' })).phone).toBe(
      '1004',
    );
  });

  it('honours X-Call-Type only for known call types', () => {
    for (const type of ['TYPE_ROBOT', 'TYPE_ROBOT_RECALL', 'TYPE_SYSTEM', 'TYPE_TASK', 'TYPE_TRANSFER']) {
      expect(readIncomingCaller('79161234567', headers({ 'X-Call-Type': type })).callType).toBe(type);
    }
    for (const type of ['TYPE_UNKNOWN', 'type_robot', '']) {
      expect(readIncomingCaller('79161234567', headers({ 'X-Call-Type': type })).callType).toBe(
        'TYPE_SYSTEM',
      );
    }
  });
});

describe('decideIncoming', () => {
  const base = { registered: true, paused: false, cardOpen: false, busy: false, monitor: null } as const;

  it('ignores any call while not registered, monitor calls included', () => {
    expect(decideIncoming({ ...base, registered: false })).toBe('ignore');
    expect(decideIncoming({ ...base, registered: false, monitor: 'spy' })).toBe('ignore');
  });

  it('auto-answers monitor calls even when paused or a card is open, but not when busy', () => {
    expect(decideIncoming({ ...base, monitor: 'spy', paused: true })).toBe('autoAnswerMonitor');
    expect(decideIncoming({ ...base, monitor: 'whisper', cardOpen: true })).toBe('autoAnswerMonitor');
    expect(decideIncoming({ ...base, monitor: 'spy', busy: true })).toBe('reject');
  });

  it('rejects when paused (pause or dnd), a card is open or a call is on', () => {
    expect(decideIncoming({ ...base, paused: true })).toBe('reject');
    expect(decideIncoming({ ...base, cardOpen: true })).toBe('reject');
    expect(decideIncoming({ ...base, busy: true })).toBe('reject');
  });

  it('looks the caller up otherwise', () => {
    expect(decideIncoming(base)).toBe('lookUp');
  });
});

describe('planOutbound', () => {
  const caller: CallerContext = {
    extension: '1003',
    mainTrunk: 'main_trunk',
    project: { id: 1, queueName: 'campaign_1', trunk: null },
  };

  it('strips non-digits and sends the project headers', () => {
    expect(planOutbound({ phone: '+7 (916) 123-45-67' }, caller)).toEqual({
      digits: '79161234567',
      headers: [
        'X-Campaign: 1',
        'X-Main-Trunk: main_trunk',
        'X-Queue: campaign_1',
        'X-Trunk: main_trunk',
        'X-Sip: 1003',
      ],
    });
  });

  it('uses the project trunk for X-Trunk when the project has one', () => {
    const plan = planOutbound(
      { phone: '79161234567' },
      { ...caller, project: { id: 2, queueName: 'q2', trunk: 'p_trunk' } },
    );
    expect(plan).toMatchObject({
      headers: [
        'X-Campaign: 2',
        'X-Main-Trunk: main_trunk',
        'X-Queue: q2',
        'X-Trunk: p_trunk',
        'X-Sip: 1003',
      ],
    });
  });

  it('without a project falls back to the requested campaign, an empty queue and the main trunk', () => {
    expect(planOutbound({ phone: '79161234567', campaignId: 9 }, { ...caller, project: null })).toMatchObject(
      {
        headers: [
          'X-Campaign: 9',
          'X-Main-Trunk: main_trunk',
          'X-Queue: ',
          'X-Trunk: main_trunk',
          'X-Sip: 1003',
        ],
      },
    );
    expect(planOutbound({ phone: '79161234567' }, { ...caller, project: null })).toMatchObject({
      headers: expect.arrayContaining(['X-Campaign: ']),
    });
  });

  it('refuses an empty number (nothing but non-digits included)', () => {
    expect(planOutbound({ phone: '' }, caller)).toBe('empty');
    expect(planOutbound({ phone: ' +()- ' }, caller)).toBe('empty');
  });

  it('refuses four digits or fewer as an operator number, five are allowed', () => {
    expect(planOutbound({ phone: '1003' }, caller)).toBe('callToOperatorNumber');
    expect(planOutbound({ phone: '1-0-0-3' }, caller)).toBe('callToOperatorNumber');
    expect(planOutbound({ phone: '7' }, caller)).toBe('callToOperatorNumber');
    expect(planOutbound({ phone: '10031' }, caller)).toMatchObject({ digits: '10031' });
  });

  it('refuses a user without main trunk, after the number checks', () => {
    expect(planOutbound({ phone: '79161234567' }, { ...caller, mainTrunk: null })).toBe('trunkErrorUser');
    expect(planOutbound({ phone: '79161234567' }, { ...caller, mainTrunk: '' })).toBe('trunkErrorUser');
    expect(planOutbound({ phone: '' }, { ...caller, mainTrunk: null })).toBe('empty');
    expect(planOutbound({ phone: '1003' }, { ...caller, mainTrunk: null })).toBe('callToOperatorNumber');
  });
});
