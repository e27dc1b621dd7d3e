// Notifications (spec 001 sections 8 and 9): 4500 ms, bottom-right, offset 40, at most 2 at once.
// The shell passes NOTIFICATION_CONFIG to antd's <App notification={...}>. antd's maxCount keeps the newest
// `maxCount` notices and drops the oldest when one more opens (rc-notification slices the list), which is
// exactly "the oldest closes when a third appears"; the tests check it.
//
// Refine's side reuses @refinedev/antd's useNotificationProvider (it renders the undo countdown of
// undoable mutations) on the <App> instance. notify() serves code outside React (the auth provider's 402
// notice, the softphone): it uses the <App> instance once mounted, antd's static API configured the same
// way before that.
import type { NotificationProvider } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import { App, notification as staticNotification, type AppProps, type NotificationArgsProps } from 'antd';
import { useEffect } from 'react';

export const NOTIFICATION_CONFIG = {
  placement: 'bottomRight',
  duration: 4.5,
  bottom: 40,
  maxCount: 2,
} as const satisfies NonNullable<AppProps['notification']>;

staticNotification.config(NOTIFICATION_CONFIG);

export type NotificationApi = Pick<typeof staticNotification, 'open' | 'destroy'>;
let appApi: NotificationApi | null = null;

/** Registers the API notify() uses (the hook does it; tests pass a fake); null unregisters. */
export function setNotificationApi(api: NotificationApi | null): void {
  appApi = api;
}

export interface NotifyParams {
  type: 'success' | 'info' | 'warning' | 'error';
  /** The title line, e.g. t('error'). */
  message: string;
  description?: string;
  /** Seconds; the spec's special cases: 10 (clientHangUp, mic), 3 (statusChangeBlocked), 5, 7. */
  duration?: number;
  key?: string;
}

export function notify({ type, message, description, duration, key }: NotifyParams): void {
  const args: NotificationArgsProps = { type, message, description, key };
  if (duration !== undefined) args.duration = duration;
  (appApi ?? staticNotification).open(args);
}

export const closeNotification = (key?: string) => (appApi ?? staticNotification).destroy(key);

/** Refine's notificationProvider (a hook: pass it as is to <Refine notificationProvider={...}>). */
export function useCrmNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  useEffect(() => {
    if (!('open' in notification)) return; // outside <App>: keep the static fallback
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification]);
  return useNotificationProvider();
}

export const notificationProvider = useCrmNotificationProvider;
