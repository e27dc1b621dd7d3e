// Delete from a list row: Refine's button asks confirm.delete (yes / cancel, spec 001 section 8) and shows
// the spec's notices. Shared by the generated lists and the hand-written ones (the file manager).
import { DeleteButton } from '@refinedev/antd';
import type { BaseKey } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { ActionTip } from '@/src/shared/actions/IconButton';
import { useCrudNotifications } from '../notifications';

export function ConfirmedDeleteButton(props: {
  resource: string;
  id: BaseKey | undefined;
  testId: string;
  onSuccess?: () => void;
}) {
  const { t } = useTranslation();
  const notifications = useCrudNotifications();
  const label = t('buttons.delete');
  return (
    <ActionTip label={label}>
      <DeleteButton
        aria-label={label}
        resource={props.resource}
        recordItemId={props.id}
        hideText
        size="small"
        data-testid={props.testId}
        confirmTitle={t('confirm.delete')}
        confirmOkText={t('confirm.yes')}
        confirmCancelText={t('confirm.cancel')}
        successNotification={notifications.deleted}
        errorNotification={notifications.failed}
        onSuccess={props.onSuccess}
      />
    </ActionTip>
  );
}
