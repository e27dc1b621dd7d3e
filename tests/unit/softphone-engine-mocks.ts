// The fakes the engine tests put in place of the API, audio and report socket. This module imports nothing
// of the app, so a vi.mock factory may load it without racing the engine's own imports (the support file,
// which does import the app, would leave the engine the real modules).
import { vi } from 'vitest';

export const pluginApiFakes = () => ({
  apiRequest: vi.fn(),
  apiCall: vi.fn(),
  telephonyRequest: vi.fn(),
  notify: vi.fn(async () => undefined),
});

export const soundsFake = () => ({
  playSound: vi.fn(() => true),
  stopSound: vi.fn(),
  stopAllSounds: vi.fn(),
  playDtmfTone: vi.fn(() => true),
});

export const devicesFake = () => ({
  microphoneConstraints: vi.fn(async () => ({ audio: true })),
  applySpeaker: vi.fn(async () => undefined),
});

export const stopPlaybackFake = () => ({ stopMediaPlayback: vi.fn() });

export const reportSocketFake = () => ({
  connectUserReport: vi.fn(() => ({ report: vi.fn(), close: vi.fn() })),
});
