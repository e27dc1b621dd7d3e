// The engine and the operator's /userreport channel (spec 000 section 4.4, spec 001 section 7): opened for
// an operator with an extension, status and call events reported on it, updateStateAmount blocking calls
// across re-registration, limitConnections setting no_active. JsSIP, API, audio and the socket are faked.
import './softphone-engine-fakes';
import { describe, expect, it, vi } from 'vitest';
import { connectUserReport, type UserReportOptions } from '@/plugins/softphone/report/user-report-socket';
import {
  resetWorld,
  settle,
  startPhone,
  tidyWorld,
  type Phone,
  useEngineWorld,
} from './softphone-engine-support';

let phone: Phone | undefined;
useEngineWorld();

/** The options the engine opened the channel with, and the connection it got. */
function channel() {
  const mock = vi.mocked(connectUserReport).mock;
  expect(mock.calls).toHaveLength(1);
  return {
    options: mock.calls[0][0] as UserReportOptions,
    report: vi.mocked(mock.results[0].value as { report: (m: Record<string, unknown>) => void }).report,
  };
}

describe('user report channel', () => {
  it('opens for an operator with their id and extension, and reports status changes', async () => {
    phone = await startPhone();
    const { options, report } = channel();
    expect(options).toMatchObject({ userId: 7, operPhone: '1003' });
    phone.engine.actions.setPresence('pause');
    expect(report).toHaveBeenLastCalledWith(
      expect.objectContaining({
        event: 'status',
        status: 'pause',
        oper_phone: '1003',
        oper_full_name: 'Olga Operator',
        queue_names: ['campaign_1'],
      }),
    );
  });

  it('reports the start and, 400 ms after it ends, the end of a call', async () => {
    phone = await startPhone();
    const { report } = channel();
    phone.engine.actions.call({ phone: '79161234567', contactId: 42 });
    await settle();
    expect(report).toHaveBeenLastCalledWith(
      expect.objectContaining({ event: 'call_start', client_phone: '79161234567', client_id: 42 }),
    );
    phone.ua!.sessions[0].emit('ended', { originator: 'local' });
    await vi.advanceTimersByTimeAsync(399);
    expect(report).not.toHaveBeenCalledWith(expect.objectContaining({ event: 'call_end' }));
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenLastCalledWith(
      expect.objectContaining({ event: 'call_end', client_phone: '79161234567', client_id: 42 }),
    );
  });

  it('is not opened for an admin or a user without extension', async () => {
    phone = await startPhone({ user: { role: 'ROLE_ADMIN' } });
    tidyWorld(phone.engine);
    resetWorld();
    phone = await startPhone({ user: { extension: null } });
    expect(connectUserReport).not.toHaveBeenCalled();
  });

  it('blocks calling with amountRequired, kept across re-registration until lifted', async () => {
    phone = await startPhone();
    const { options } = channel();
    options.onStateAmount(true);
    expect(phone.store.get().blocked).toBe('amountRequired');
    phone.ua!.emit('registered');
    expect(phone.store.get().blocked).toBe('amountRequired');
    options.onStateAmount(false);
    expect(phone.store.get().blocked).toBeNull();
  });

  it('sets no_active and blocks with limitConnections', async () => {
    phone = await startPhone();
    channel().options.onLimitConnections('limitConnections');
    expect(phone.ua!.stop).toHaveBeenCalled();
    expect(phone.store.get()).toMatchObject({
      presence: 'no_active',
      registration: 'unregistered',
      blocked: 'limitConnections',
    });
  });
});
