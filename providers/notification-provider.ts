// Notifications (spec 001 sections 8 and 9): 4500 ms, bottom-right, offset 40, at most 2 at once.
// The shell passes NOTIFICATION_CONFIG to antd's <App notification={...}>. antd's maxCount keeps the newest
// `maxCount` notices and drops the oldest when one more opens (rc-notification slices the list), which is
// exactly "the oldest closes when a third appears"; the tests check it.
//
// Refine's side is the shell's own, on the <App> instance: @refinedev/antd's useNotificationProvider lives
// in one module with all of that package (forms, tables, buttons), which the dashboard then downloaded
// for it alone (issue 14, "Fast first paint"). notify() serves code outside React (the auth provider's 402
// notice, the softphone): it uses the <App> instance once mounted, antd's static API configured the same
// way before that.
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import {
  App,
  Button,
  notification as staticNotification,
  type AppProps,
  type NotificationArgsProps,
} from 'antd';
import { createElement, useEffect, useMemo } from 'react';
import { i18n } from '@/src/i18n';

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

/**
 * Refine's notice as @refinedev/antd shows it: Refine's message as the text, its description as the title.
 * `progress` is an undoable mutation's countdown (Refine opens it again each second): the seconds left and
 * an Undo button.
 */
function refineNotice(params: OpenNotificationParams, close: (key: string) => void): NotificationArgsProps {
  const { key, message, description, type, cancelMutation, undoableTimeout } = params;
  if (type !== 'progress') return { key, description: message, message: description ?? null, type };
  const undo = () => {
    cancelMutation?.();
    close(key ?? '');
  };
  return {
    key,
    message: null,
    description: `${message} (${i18n.t('notifications.undoable', { seconds: undoableTimeout ?? 0 })})`,
    actions: createElement(Button, { size: 'small', onClick: undo }, i18n.t('buttons.undo')),
    duration: 0,
    closeIcon: null,
  };
}

/** Refine's notificationProvider (a hook: pass it as is to <Refine notificationProvider={...}>). */
export function useCrmNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  const onApp = 'open' in notification;
  useEffect(() => {
    if (!onApp) return; // outside <App>: keep the static fallback
    setNotificationApi(notification);
    return () => setNotificationApi(null);
  }, [notification, onApp]);
  return useMemo(() => {
    const api = onApp ? notification : staticNotification;
    const close = (key: string) => api.destroy(key);
    return { open: (params) => api.open(refineNotice(params, close)), close };
  }, [notification, onApp]);
}

export const notificationProvider = useCrmNotificationProvider;
