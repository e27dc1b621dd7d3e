// Puts the engine tests' fakes in place of JsSIP, the plugin API's transport and notices, the audio and the
// report socket. Each engine test file imports this module first, before anything of the app, so these
// mocks are registered before the engine's own imports load the real modules.
import { vi } from 'vitest';

vi.mock('jssip', async () => (await import('./softphone-engine-support')).jssipModule());
vi.mock('@/src/plugin-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/src/plugin-api')>()),
  ...(await import('./softphone-engine-mocks')).pluginApiFakes(),
}));
vi.mock('@/plugins/softphone/audio/sounds', async () =>
  (await import('./softphone-engine-mocks')).soundsFake(),
);
vi.mock('@/plugins/softphone/audio/devices', async () =>
  (await import('./softphone-engine-mocks')).devicesFake(),
);
vi.mock('@/plugins/softphone/audio/stop-playback', async () =>
  (await import('./softphone-engine-mocks')).stopPlaybackFake(),
);
vi.mock('@/plugins/softphone/report/user-report-socket', async () =>
  (await import('./softphone-engine-mocks')).reportSocketFake(),
);
