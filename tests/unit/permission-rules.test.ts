// `can` and the named rules of spec 001 section 6 ("Effects of keys") that the plugins and the server both
// apply (src/permissions/rules.ts, softphone-rules.ts). Each table is the spec's sentence, role by role,
// with the role's default group and with keys granted or taken away.
import { describe, expect, it } from 'vitest';
import { isAllowed, ROLE_DEFAULTS, type PermissionKey, type Role } from '@/src/permissions/catalogue';
import * as rules from '@/src/permissions/rules';
import { presencesFor, softphoneRole } from '@/src/permissions/softphone-rules';
import { can } from '@/src/plugin-api';

const ME = 7;
const OTHER = 8;
/** A user of `role` holding exactly `permissions` (the role's default group unless given). */
const user = (role: Role, permissions: readonly PermissionKey[] = ROLE_DEFAULTS[role]) => ({
  id: ME,
  role,
  permissions,
});
const all = (key: PermissionKey) => ({
  ROLE_ADMIN: user('ROLE_ADMIN', [key]),
  ROLE_SUPERVISOR: user('ROLE_SUPERVISOR', [key]),
  ROLE_OPERATOR: user('ROLE_OPERATOR', [key]),
  ROLE_GUEST: user('ROLE_GUEST', [key]),
});

describe('can: the catalogue check plugins use', () => {
  it("is the catalogue's own isAllowed, not a copy", () => {
    expect(can).toBe(isAllowed);
  });

  it.each([
    ['admin, no keys at all', user('ROLE_ADMIN', []), 'contact.delete', undefined, true],
    ['operator holding the key', user('ROLE_OPERATOR', ['global.call']), 'global.call', undefined, true],
    ['operator without the key', user('ROLE_OPERATOR', []), 'global.call', undefined, false],
    [
      'guest with one of two keys',
      user('ROLE_GUEST', ['contact.taskUpdate']),
      ['contact.taskUpdate', 'contact.taskComplete'],
      undefined,
      false,
    ],
    [
      'supervisor with both keys',
      user('ROLE_SUPERVISOR', ['contact.taskUpdate', 'contact.taskComplete']),
      ['contact.taskUpdate', 'contact.taskComplete'],
      undefined,
      true,
    ],
    ['operator by a listed role', user('ROLE_OPERATOR', []), 'kpi.list', ['ROLE_OPERATOR'], true],
    ['guest, role not listed', user('ROLE_GUEST', []), undefined, ['ROLE_OPERATOR'], false],
    ['anyone, nothing asked', user('ROLE_GUEST', []), undefined, undefined, true],
  ] as const)('%s', (_, who, need, roles, expected) => {
    expect(can(who, need, roles)).toBe(expected);
  });
});

describe("operators never change a contact's operator", () => {
  it.each([
    ['ROLE_ADMIN', true],
    ['ROLE_SUPERVISOR', true],
    ['ROLE_OPERATOR', false],
    ['ROLE_GUEST', true],
  ] as const)('%s holding contact.operatorChange: %s', (role, expected) => {
    expect(rules.mayChangeOperator(all('contact.operatorChange')[role])).toBe(expected);
  });

  it('needs the key for everyone but admin', () => {
    expect(rules.mayChangeOperator(user('ROLE_SUPERVISOR', []))).toBe(false);
    expect(rules.mayChangeOperator(user('ROLE_ADMIN', []))).toBe(true);
    expect(rules.mayChangeOperator(user('ROLE_OPERATOR'))).toBe(false);
  });
});

describe("a contact's status needs contact.update or contact.statusChange", () => {
  it.each([
    [['contact.update'], true],
    [['contact.statusChange'], true],
    [['contact.show'], false],
  ] as const)('operator holding %j: %s', (keys, expected) => {
    expect(rules.mayChangeStatus(user('ROLE_OPERATOR', keys))).toBe(expected);
  });
});

describe('notes and tasks: operators change only their own, guests no notes', () => {
  it.each([
    ['ROLE_ADMIN', OTHER, true, true],
    ['ROLE_SUPERVISOR', OTHER, true, true],
    ['ROLE_OPERATOR', ME, true, true],
    ['ROLE_OPERATOR', OTHER, false, false],
    ['ROLE_OPERATOR', null, false, false],
    ['ROLE_GUEST', ME, true, false],
    ['ROLE_GUEST', OTHER, true, false],
  ] as const)('%s on an item of user %s: item %s, note %s', (role, owner, item, note) => {
    expect(rules.mayChangeItemOf(user(role), owner)).toBe(item);
    expect(rules.mayChangeNoteOf(user(role), owner)).toBe(note);
  });
});

describe('deleting a task: taskDelete, and taskDeleteOverdue for an overdue one', () => {
  it.each([
    [['contact.taskDelete'], false, true],
    [['contact.taskDelete'], true, false],
    [['contact.taskDelete', 'contact.taskDeleteOverdue'], true, true],
    [['contact.taskDeleteOverdue'], true, false],
  ] as const)('operator holding %j, overdue %s: %s', (keys, overdue, expected) => {
    expect(rules.mayDeleteTask(user('ROLE_OPERATOR', keys), overdue)).toBe(expected);
  });

  it('admin deletes any task', () => {
    expect(rules.mayDeleteTask(user('ROLE_ADMIN', []), true)).toBe(true);
  });
});

/** Spec 001 section 6, role by role: the task owner's name, the all-calls switch, additional phones. */
const SEES: Record<Role, { taskOwner: boolean; allCalls: boolean; phones: boolean }> = {
  ROLE_ADMIN: { taskOwner: true, allCalls: true, phones: true },
  ROLE_SUPERVISOR: { taskOwner: false, allCalls: true, phones: true },
  ROLE_OPERATOR: { taskOwner: false, allCalls: true, phones: false },
  ROLE_GUEST: { taskOwner: false, allCalls: false, phones: false },
};

describe('what a role sees', () => {
  it.each(Object.keys(SEES) as Role[])(
    '%s: the task owner, all calls (with the key), additional phones (all when the project allows)',
    (role) => {
      const { taskOwner: owner, allCalls, phones } = SEES[role];
      expect(rules.seesTaskOwner(user(role))).toBe(owner);
      expect(rules.seesAllCallsOfPhone(all('contact.callAllShow')[role])).toBe(allCalls);
      expect(rules.seesAdditionalPhones(user(role), '0')).toBe(phones);
      expect(rules.seesAdditionalPhones(user(role), null)).toBe(phones);
      expect(rules.seesAdditionalPhones(user(role), '1')).toBe(true);
    },
  );

  it('the all-calls switch needs contact.callAllShow below admin', () => {
    expect(rules.seesAllCallsOfPhone(user('ROLE_SUPERVISOR', []))).toBe(false);
  });
});

describe('the softphone by role', () => {
  it.each([
    [
      'ROLE_ADMIN',
      ['active', 'no_active'],
      {
        worksQueues: false,
        cardCountdown: false,
        loadsProjects: false,
        waitsForCallsEnabled: false,
        testsAudio: true,
      },
    ],
    [
      'ROLE_SUPERVISOR',
      ['active', 'no_active'],
      {
        worksQueues: false,
        cardCountdown: true,
        loadsProjects: true,
        waitsForCallsEnabled: true,
        testsAudio: true,
      },
    ],
    [
      'ROLE_OPERATOR',
      ['active', 'pause', 'dnd'],
      {
        worksQueues: true,
        cardCountdown: true,
        loadsProjects: true,
        waitsForCallsEnabled: true,
        testsAudio: true,
      },
    ],
    [
      'ROLE_GUEST',
      ['active', 'no_active'],
      {
        worksQueues: false,
        cardCountdown: true,
        loadsProjects: true,
        waitsForCallsEnabled: true,
        testsAudio: false,
      },
    ],
  ] as const)('%s', (role, presences, traits) => {
    expect(presencesFor({ role })).toEqual(presences);
    expect(softphoneRole({ role })).toEqual(traits);
  });
});
