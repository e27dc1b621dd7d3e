// The softphone's audio dialogs (spec 000 sections 2.3, 4.3, 4.4 and 5): audio devices with a
// microphone test, sound volumes from the user menu, and silencing the page's players. jsdom has
// neither Web Audio nor mediaDevices: the fakes below stand in for them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AudioDevicesButton from '@/plugins/softphone/audio/AudioDevicesButton';
import { resetAudioContext } from '@/plugins/softphone/audio/audio-context';
import { stopSample } from '@/plugins/softphone/audio/sounds';
import { stopMediaPlayback, stopsPlayback } from '@/plugins/softphone/audio/stop-playback';
import { volumeStorageKey } from '@/plugins/softphone/audio/volumes';
import { NOTIFICATION_CONFIG, setNotificationApi } from '@/providers/notification-provider';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { UserMenu } from '@/src/layouts/topbar/UserMenu';
import { addResourceBundles } from '@/src/i18n';
import { createPluginRegistry } from '@/src/plugin-api/registry';
import { toCurrentUser } from '@/src/session/current-user';
import { admin, operator, renderInShell, useApiServer } from './support';

useApiServer();

/** antd's <App> as the signed-in shell has it, so notify() shows its notices. */
function Notices({ children }: { children: ReactNode }) {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification]);
  return children;
}
const inApp = (ui: ReactNode) => (
  <App notification={NOTIFICATION_CONFIG}>
    <Notices>{ui}</Notices>
  </App>
);

// --- fakes ---
class FakeNode {
  connect<T>(node: T): T {
    return node;
  }
  disconnect = vi.fn();
}
class FakeParam {
  value = 0;
  setValueAtTime(value: number) {
    this.value = value;
    return this;
  }
  linearRampToValueAtTime() {
    return this;
  }
}
const audio = { level: 160, oscillators: [] as { frequency: FakeParam; stop: () => void }[] };
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = new FakeNode();
  resume = vi.fn(async () => undefined);
  createAnalyser() {
    return Object.assign(new FakeNode(), {
      fftSize: 2048,
      getByteTimeDomainData: (samples: Uint8Array) =>
        samples.forEach((_, i) => (samples[i] = i % 2 ? audio.level : 256 - audio.level)),
    });
  }
  createMediaStreamSource() {
    return new FakeNode();
  }
  createGain() {
    return Object.assign(new FakeNode(), { gain: new FakeParam() });
  }
  createOscillator() {
    const oscillator = Object.assign(new FakeNode(), {
      type: 'sine',
      frequency: new FakeParam(),
      onended: null,
      start: vi.fn(),
      stop: vi.fn(),
    });
    audio.oscillators.push(oscillator);
    return oscillator;
  }
}

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: 'g' }) as MediaDeviceInfo;

const DEVICES = [
  device('audioinput', 'default', 'Default - Built-in microphone'),
  device('audioinput', 'mic-builtin', 'Built-in microphone'),
  device('audioinput', 'mic-usb', 'USB headset'),
  device('audiooutput', 'default', 'Default - Speakers'),
  device('audiooutput', 'spk-builtin', 'Speakers'),
  device('audiooutput', 'spk-usb', 'USB headset earphones'),
];
const HIDDEN = [device('audioinput', '', ''), device('audiooutput', '', '')];

interface FakeStream {
  tracks: { stop: ReturnType<typeof vi.fn>; kind: string }[];
  getTracks: () => FakeStream['tracks'];
}
const media = {
  devices: DEVICES,
  streams: [] as FakeStream[],
  failWith: null as string | null,
  enumerateDevices: vi.fn(async () => media.devices),
  getUserMedia: vi.fn(async (_constraints: MediaStreamConstraints) => {
    if (media.failWith) throw new DOMException('refused', media.failWith);
    const tracks = [{ stop: vi.fn(), kind: 'audio' }];
    const stream = { tracks, getTracks: () => tracks };
    media.streams.push(stream);
    return stream as unknown as MediaStream;
  }),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
};

function installMedia(present = true) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: present ? media : undefined,
  });
}

beforeEach(() => {
  media.devices = DEVICES;
  media.streams = [];
  media.failWith = null;
  media.enumerateDevices.mockClear();
  media.getUserMedia.mockClear();
  audio.level = 160;
  audio.oscillators = [];
  installMedia();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  resetAudioContext();
});

afterEach(() => {
  stopSample();
  vi.unstubAllGlobals();
  delete (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId;
});

const ctxOf = (user: typeof operator) => ({ user: toCurrentUser(user)!, config: DEFAULT_RUNTIME_CONFIG });

async function openDevices() {
  renderInShell(inApp(<AudioDevicesButton ctx={ctxOf(operator)} />));
  fireEvent.click(screen.getByRole('button', { name: 'Аудиоустройства' }));
  return screen.findByRole('dialog');
}

/** The options a select offers, opened by mouse. */
async function optionsOf(testId: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('.ant-select-selector')!);
  await waitFor(() =>
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toBeNull(),
  );
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(
    -1,
  )!;
  return [...dropdown.querySelectorAll('.ant-select-item-option')];
}
const labels = (options: Element[]) => options.map((option) => option.textContent);

describe('audio devices dialog (spec 000 sections 2.3 and 4.3)', () => {
  it('lists microphones and speakers, the system default first', async () => {
    HTMLMediaElement.prototype.setSinkId = vi.fn() as never;
    await openDevices();
    await waitFor(() => expect(media.enumerateDevices).toHaveBeenCalled());
    expect(labels(await optionsOf('audio-microphone'))).toEqual([
      'Как в системе',
      'Built-in microphone',
      'USB headset',
    ]);
    expect(labels(await optionsOf('audio-speaker'))).toEqual([
      'Как в системе',
      'Speakers',
      'USB headset earphones',
    ]);
    // Names were there already: no permission prompt just to list them.
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it('saves the chosen microphone and speaker in localStorage', async () => {
    HTMLMediaElement.prototype.setSinkId = vi.fn() as never;
    await openDevices();
    await waitFor(() => expect(screen.getByTestId('audio-devices-save')).toBeEnabled());
    fireEvent.click((await optionsOf('audio-microphone')).find((o) => o.textContent === 'USB headset')!);
    fireEvent.click(
      (await optionsOf('audio-speaker')).find((o) => o.textContent === 'USB headset earphones')!,
    );
    fireEvent.click(screen.getByTestId('audio-devices-save'));
    expect(localStorage.getItem('softphone.microphoneId')).toBe('mic-usb');
    expect(localStorage.getItem('softphone.speakerId')).toBe('spk-usb');
    expect(
      await screen.findByText('Аудиоустройства сохранены', { selector: '.ant-notification-notice-message' }),
    ).toBeInTheDocument();
  });

  it('shows the saved choice, and the default for a device that is gone', async () => {
    localStorage.setItem('softphone.microphoneId', 'mic-usb');
    localStorage.setItem('softphone.speakerId', 'spk-gone');
    HTMLMediaElement.prototype.setSinkId = vi.fn() as never;
    await openDevices();
    const microphone = screen.getByTestId('audio-microphone');
    await waitFor(() => expect(within(microphone).getByText('USB headset')).toBeInTheDocument());
    expect(within(screen.getByTestId('audio-speaker')).getByText('Как в системе')).toBeInTheDocument();
  });

  it('without setSinkId the speaker cannot be chosen and says why', async () => {
    await openDevices();
    expect(
      await screen.findByText('Этот браузер всегда выводит звук на системные динамики по умолчанию.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('audio-speaker')).toHaveClass('ant-select-disabled');
  });

  it('asks for the microphone when the browser hides device names, then lists them', async () => {
    media.devices = HIDDEN;
    media.getUserMedia.mockImplementationOnce(async () => {
      media.devices = DEVICES;
      const tracks = [{ stop: vi.fn(), kind: 'audio' }];
      media.streams.push({ tracks, getTracks: () => tracks });
      return { getTracks: () => tracks } as unknown as MediaStream;
    });
    await openDevices();
    await waitFor(() => expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false }));
    // The permission stream is released at once.
    await waitFor(() => expect(media.streams[0].tracks[0].stop).toHaveBeenCalled());
    expect(labels(await optionsOf('audio-microphone'))).toContain('USB headset');
  });

  it('says so when the microphone is not allowed', async () => {
    media.devices = HIDDEN;
    media.failWith = 'NotAllowedError';
    await openDevices();
    expect(await screen.findByText(/Браузеру запрещено использовать микрофон/)).toBeInTheDocument();
  });

  it('says so when there is no microphone', async () => {
    media.devices = [];
    media.failWith = 'NotFoundError';
    await openDevices();
    expect(await screen.findByText(/Микрофон не найден/)).toBeInTheDocument();
  });

  it('says so when the browser has no media devices at all', async () => {
    installMedia(false);
    await openDevices();
    expect(await screen.findByText(/Браузер не даёт доступа к микрофону/)).toBeInTheDocument();
    expect(screen.getByTestId('mic-test')).toBeDisabled();
  });

  it('the microphone test toggles between start and end, with a live level, and ends the stream', async () => {
    localStorage.setItem('softphone.microphoneId', 'mic-usb');
    await openDevices();
    const toggle = await screen.findByRole('button', { name: /Проверить микрофон/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    expect(await screen.findByRole('button', { name: /Закончить проверку/ })).toBeInTheDocument();
    await waitFor(() => expect(media.getUserMedia).toHaveBeenCalledTimes(1));
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: { deviceId: { exact: 'mic-usb' } },
      video: false,
    });
    const meter = await screen.findByRole('meter', { name: 'Уровень микрофона' });
    await waitFor(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    const [stream] = media.streams;
    expect(stream.tracks[0].stop).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Закончить проверку/ }));
    expect(await screen.findByRole('button', { name: /Проверить микрофон/ })).toBeInTheDocument();
    expect(stream.tracks[0].stop).toHaveBeenCalled();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('closing the dialog ends a running test', async () => {
    await openDevices();
    const toggle = await screen.findByRole('button', { name: /Проверить микрофон/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    await screen.findByRole('meter');
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(media.streams[0].tracks[0].stop).toHaveBeenCalled();
    expect(localStorage.getItem('softphone.microphoneId')).toBeNull();
  });

  it('a refused test says why and goes back to start', async () => {
    await openDevices();
    const toggle = await screen.findByRole('button', { name: /Проверить микрофон/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    media.failWith = 'NotReadableError';
    fireEvent.click(toggle);
    expect(await screen.findByText(/Микрофон занят другой программой/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Проверить микрофон/ })).toBeInTheDocument();
  });
});

describe('sound settings in the user menu (spec 000 sections 2.3 and 5)', () => {
  const registry = () => {
    const registry = createPluginRegistry();
    const texts = { en: { soundSettings: 'Sound settings' }, ru: { soundSettings: 'Настройки звука' } };
    addResourceBundles(texts, 'softphone');
    registry.register({
      id: 'softphone',
      i18n: texts,
      slots: {
        'topbar.userMenu': [
          {
            id: 'softphone.soundSettings',
            title: 'soundSettings',
            when: (ctx) => ctx.user.role === 'ROLE_OPERATOR',
            load: () => import('@/plugins/softphone/audio/SoundVolumesModal'),
          },
        ],
      },
    });
    return registry;
  };

  async function openMenu(user = operator) {
    renderInShell(inApp(<UserMenu user={toCurrentUser(user)!} />), { registry: registry() });
    fireEvent.click(screen.getByTestId('user-menu'));
    await screen.findByTestId('logout');
  }

  async function openSettings() {
    await openMenu();
    fireEvent.click(await screen.findByText('Настройки звука'));
    return screen.findByRole('dialog');
  }

  const slider = (name: string) => within(screen.getByTestId(`sound-volume-${name}`)).getByRole('slider');
  const value = (name: string) => screen.getByTestId(`sound-volume-value-${name}`).textContent;

  it('only operators have the entry', async () => {
    await openMenu(admin);
    expect(await screen.findByTestId('logout')).toBeInTheDocument();
    expect(screen.queryByText('Настройки звука')).not.toBeInTheDocument();
  });

  it('shows each volume 0-100 with the defaults (50; ringback 10; rejected 100)', async () => {
    await openSettings();
    expect(await screen.findByText('Входящий звонок')).toBeInTheDocument();
    expect(['ring', 'ringback', 'answer', 'hangup', 'rejected'].map(value)).toEqual([
      '50',
      '10',
      '50',
      '50',
      '100',
    ]);
    expect(slider('ring')).toHaveAttribute('aria-valuemin', '0');
    expect(slider('ring')).toHaveAttribute('aria-valuemax', '100');
    expect(slider('ring')).toHaveAccessibleName('Входящий звонок');
  });

  it('saves the volumes as fractions', async () => {
    localStorage.setItem(volumeStorageKey('hangup'), '0.3');
    await openSettings();
    await screen.findByText('Входящий звонок');
    expect(value('hangup')).toBe('30');
    fireEvent.keyDown(slider('ring'), { key: 'End', keyCode: 35, which: 35 });
    fireEvent.keyDown(slider('answer'), { key: 'Home', keyCode: 36, which: 36 });
    fireEvent.keyDown(slider('ringback'), { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(value('ring')).toBe('100');
    expect(value('answer')).toBe('0');
    expect(value('ringback')).toBe('11');
    // Nothing is stored before Save.
    expect(localStorage.getItem(volumeStorageKey('ring'))).toBeNull();
    fireEvent.click(screen.getByTestId('sound-volumes-save'));
    expect(localStorage.getItem(volumeStorageKey('ring'))).toBe('1');
    expect(localStorage.getItem(volumeStorageKey('answer'))).toBe('0');
    expect(localStorage.getItem(volumeStorageKey('ringback'))).toBe('0.11');
    expect(localStorage.getItem(volumeStorageKey('hangup'))).toBe('0.3');
    expect(localStorage.getItem(volumeStorageKey('rejected'))).toBe('1');
    expect(
      await screen.findByText('Настройки звука сохранены', { selector: '.ant-notification-notice-message' }),
    ).toBeInTheDocument();
  });

  it('Cancel keeps the stored volumes', async () => {
    await openSettings();
    await screen.findByText('Входящий звонок');
    fireEvent.keyDown(slider('ring'), { key: 'End', keyCode: 35, which: 35 });
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(localStorage.getItem(volumeStorageKey('ring'))).toBeNull();
  });

  it('plays a sample at the slider value, and stops it on a second press', async () => {
    await openSettings();
    await screen.findByText('Входящий звонок');
    fireEvent.click(screen.getByRole('button', { name: 'Прослушать: Ответ на звонок' }));
    expect(audio.oscillators.map((o) => o.frequency.value)).toEqual([660, 880]);
    const stop = screen.getByRole('button', { name: 'Остановить: Ответ на звонок' });
    fireEvent.click(stop);
    expect(
      audio.oscillators.every((o) =>
        (o.stop as ReturnType<typeof vi.fn>).mock.calls.some((c) => c.length === 0),
      ),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Прослушать: Ответ на звонок' })).toBeInTheDocument();
  });
});

describe('stopMediaPlayback (spec 000 section 4.4)', () => {
  const player = (tag: 'audio' | 'video', playing: boolean, live = false) => {
    const element = document.createElement(tag);
    Object.defineProperty(element, 'paused', { configurable: true, get: () => !playing });
    if (live) Object.defineProperty(element, 'srcObject', { configurable: true, value: {} });
    element.pause = vi.fn(() => {
      playing = false;
    });
    document.body.append(element);
    return element;
  };

  afterEach(() => document.body.querySelectorAll('audio, video').forEach((element) => element.remove()));

  it('pauses every playing audio and video, but not the call itself', () => {
    const recording = player('audio', true);
    const video = player('video', true);
    const idle = player('audio', false);
    const call = player('audio', true, true);
    const kept = player('audio', true);
    expect(stopMediaPlayback([kept])).toBe(2);
    expect(recording.pause).toHaveBeenCalled();
    expect(video.pause).toHaveBeenCalled();
    expect(idle.pause).not.toHaveBeenCalled();
    expect(call.pause).not.toHaveBeenCalled();
    expect(kept.pause).not.toHaveBeenCalled();
    expect(recording.paused).toBe(true);
  });

  it('applies on connecting, progress and answer', () => {
    expect(['connecting', 'progress', 'answer'].every(stopsPlayback)).toBe(true);
    expect(['idle', 'accepted', 'ended', 'failed'].some(stopsPlayback)).toBe(false);
  });
});
