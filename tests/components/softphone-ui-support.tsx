// Fixtures of the softphone UI specs: a fake phone (store + spied actions) handed to components through
// PhoneContext, users of each role, and a render with the app's i18n.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { PhoneContext, type PhoneHandle } from '@/plugins/softphone/phone/context';
import { createPhoneStore } from '@/plugins/softphone/phone/store';
import {
  INITIAL_PHONE_STATE,
  type ActiveCall,
  type PhoneActions,
  type PhoneState,
} from '@/plugins/softphone/phone/types';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { i18n } from '@/src/i18n';
import type { CurrentUser, PermissionKey, Role } from '@/src/plugin-api';
import { WithRefine } from './support';

export interface FakePhone extends PhoneHandle {
  actions: { [K in keyof PhoneActions]: ReturnType<typeof vi.fn<PhoneActions[K]>> };
  /** Changes the state as the engine would, inside act(). */
  set: (patch: Partial<PhoneState>) => void;
}

export function fakePhone(state: Partial<PhoneState> = {}): FakePhone {
  const store = createPhoneStore({ ...INITIAL_PHONE_STATE, ...state });
  const actions = {
    call: vi.fn<PhoneActions['call']>(),
    answer: vi.fn<PhoneActions['answer']>(),
    hangup: vi.fn<PhoneActions['hangup']>(),
    toggleMute: vi.fn<PhoneActions['toggleMute']>(),
    toggleHold: vi.fn<PhoneActions['toggleHold']>(),
    sendDtmf: vi.fn<PhoneActions['sendDtmf']>(() => true),
    transfer: vi.fn<PhoneActions['transfer']>(),
    cancelTransfer: vi.fn<PhoneActions['cancelTransfer']>(),
    setPresence: vi.fn<PhoneActions['setPresence']>(),
    chooseQueue: vi.fn<PhoneActions['chooseQueue']>(),
  };
  return { store, actions, set: (patch) => act(() => store.set(patch)) };
}

export const activeCall = (over: Partial<ActiveCall> = {}): ActiveCall => ({
  direction: 'outgoing',
  state: 'answer',
  phone: '79001234567',
  displayPhone: '+7 900 123-45-67',
  fullName: 'Ivan Petrov',
  callType: 'TYPE_SYSTEM',
  contactId: 5,
  campaignId: 2,
  answeredAt: Date.now(),
  muted: false,
  held: false,
  monitor: null,
  ...over,
});

export const userAs = (role: Role, permissions: PermissionKey[] = ['global.call']): CurrentUser => ({
  id: 3,
  role,
  fullName: 'Olga Operator',
  email: 'operator@demo.local',
  extension: '1003',
  permissions,
  raw: {} as CurrentUser['raw'],
});

export const slotCtx = (user: CurrentUser = userAs('ROLE_OPERATOR')) => ({
  user,
  config: DEFAULT_RUNTIME_CONFIG,
});

export const renderWithPhone = (phone: FakePhone, ui: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <WithRefine>
        <PhoneContext.Provider value={phone}>{ui}</PhoneContext.Provider>
      </WithRefine>
    </I18nextProvider>,
  );
