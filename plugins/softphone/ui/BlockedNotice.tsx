import { Alert } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneState } from '../phone/context';
import './texts';

/** Why the phone cannot register or call (texts `blocked.<reason>`); nothing while it can. */
export function BlockedNotice() {
  const { t } = useTranslation('softphone');
  const { blocked } = usePhoneState();
  if (!blocked) return null;
  return (
    <div data-testid="softphone-blocked" data-reason={blocked}>
      <Alert
        type={blocked === 'sipUnreachable' ? 'warning' : 'error'}
        showIcon
        message={t(`blocked.${blocked}`)}
      />
    </div>
  );
}
