// The demo users' password in server tests: its own module, so the server project's setup
// (tests/setup/server-worker.ts) can name it without loading the app.
export const DEMO_PASSWORD = 'Demo-pass-2024';
