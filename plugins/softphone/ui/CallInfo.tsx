import { Flex, Typography } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneState } from '../phone/context';
import { callTypeKey } from './call-label';
import { useCallTimer } from './use-call-timer';
import './texts';

/** The current call in the panel: type, who, state and the timer from the answer. */
export function CallInfo() {
  const { t } = useTranslation('softphone');
  const { call } = usePhoneState();
  const timer = useCallTimer(call?.answeredAt);
  if (!call) return null;
  const heading = call.monitor ? t(`monitor.${call.monitor}`) : t(callTypeKey(call));
  return (
    <div data-testid="softphone-call-info" data-state={call.state}>
      <Typography.Text type="secondary">{heading}</Typography.Text>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text strong ellipsis>
          {call.fullName || call.displayPhone}
        </Typography.Text>
        {timer !== null && (
          <Typography.Text
            aria-label={t('timer')}
            data-testid="softphone-timer"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {timer}
          </Typography.Text>
        )}
      </Flex>
      {call.fullName && <Typography.Text>{call.displayPhone}</Typography.Text>}
      <div>
        <Typography.Text type="secondary">{t(`callState.${call.state}`)}</Typography.Text>
      </div>
    </div>
  );
}
