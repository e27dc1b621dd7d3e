// The spec's notices for the generated screens (spec 001 section 8): success says created / updated /
// deleted; a failure says "Error" with the server's message. Refine's antd notification provider shows
// `description` as the notice's title line and `message` as its text.
import type { HttpError, OpenNotificationParams } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useCrudNotifications() {
  const { t } = useTranslation();
  return useMemo(() => {
    const success = (key: 'created' | 'updated' | 'deleted') => (): OpenNotificationParams => ({
      key,
      message: t(key),
      description: t('notifications.success'),
      type: 'success',
    });
    return {
      created: success('created'),
      updated: success('updated'),
      deleted: success('deleted'),
      failed: (error?: unknown): OpenNotificationParams => ({
        message: (error as HttpError | undefined)?.message || t('error'),
        description: t('error'),
        type: 'error',
      }),
    };
  }, [t]);
}
