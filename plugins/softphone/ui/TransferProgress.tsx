import { Alert, Button } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import { transferRunning } from './call-label';
import './texts';

const ALERT_TYPE = {
  connecting: 'info',
  progress: 'info',
  accepted: 'success',
  failed: 'error',
  ended: 'info',
} as const;

/** The transfer session's state (spec 000 section 4.4) with a cancel button while it runs. */
export function TransferProgress() {
  const { t } = useTranslation('softphone');
  const { transfer } = usePhoneState();
  const actions = usePhoneActions();
  if (!transfer) return null;
  return (
    <div data-testid="transfer-state" data-state={transfer.state}>
      <Alert
        type={ALERT_TYPE[transfer.state]}
        showIcon
        message={t('transfer.target', { target: transfer.target })}
        description={t(`transfer.state.${transfer.state}`)}
        action={
          transferRunning(transfer.state) && (
            <Button
              size="small"
              danger
              data-testid="transfer-cancel"
              onClick={() => actions.cancelTransfer()}
            >
              {t('button.cancelTransfer')}
            </Button>
          )
        }
      />
    </div>
  );
}
