// A softphone for the Call-button specs: provided through the plugin API (never the softphone plugin), it
// records the calls; `canCall` as the softphone would publish it. Removed after each test.
import { afterEach, vi } from 'vitest';
import { providePhone, publishPhoneState } from '@/src/plugin-api';

export function useFakePhone() {
  let removePhone: (() => void) | null = null;
  afterEach(() => {
    removePhone?.();
    removePhone = null;
    publishPhoneState({ canCall: false, busy: false });
  });
  return (canCall = true) => {
    const call = vi.fn();
    removePhone = providePhone({ call });
    publishPhoneState({ canCall, busy: false });
    return call;
  };
}
