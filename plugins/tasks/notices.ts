// Failures and successes as spec 001 section 8 words them: a task error by its code, else the generic error.
import { notify } from '@/src/plugin-api';
import type { TFunction } from 'i18next';
import { asTaskError } from './api';

/** The server's codes and the client's `notifications.task.error.*` keys. */
const CODE_KEYS: Record<string, string> = {
  taskNoUser: 'notifications.task.error.no_user',
  contactNotFound: 'notifications.task.error.contact_not_found',
};

export function taskErrorText(error: unknown, t: TFunction): string | null {
  const e = asTaskError(error);
  if (e.code === 'taskAlreadyExists')
    return e.time
      ? t('taskAlreadyExists', { time: e.time })
      : e.message || t('notifications.task.error.already_exists');
  const key = e.code ? CODE_KEYS[e.code] : undefined;
  return key ? t(key) : null;
}

/** `t` is the shell's namespace. */
export function notifyTaskError(error: unknown, t: TFunction): void {
  const specific = taskErrorText(error, t);
  void notify({ type: 'error', message: t('error'), description: specific ?? t('error') });
}

/** The generic error (title and text Ошибка), e.g. a call from a task without phone or contact. */
export const notifyGenericError = (t: TFunction) =>
  void notify({ type: 'error', message: t('error'), description: t('error') });

export const notifySuccess = (t: TFunction, key: 'updated' | 'deleted' | 'taskAssigned') =>
  void notify({ type: 'success', message: t(key) });
