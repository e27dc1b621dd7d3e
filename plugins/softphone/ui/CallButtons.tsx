import { PhoneOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import { canPlaceCall, isLive } from './call-label';
import './texts';

interface CallButtonsProps {
  /** The number typed so far; the engine strips it and refuses what may not be called. */
  number: string;
  /** data-testid prefix: `<prefix>-call`, `<prefix>-answer`, `<prefix>-hangup`. */
  testIdPrefix: string;
  block?: boolean;
}

/** Call, answer and hang-up, each enabled only when it applies. */
export function CallButtons({ number, testIdPrefix, block }: CallButtonsProps) {
  const { t } = useTranslation('softphone');
  const state = usePhoneState();
  const actions = usePhoneActions();
  const ringing = state.ringing !== null;
  const live = isLive(state.call);
  const canCall = canPlaceCall(state);
  return (
    // Wraps rather than overflows: the three labels do not fit 320 px in every language.
    <Flex gap={8} wrap style={{ width: block ? '100%' : undefined }}>
      <Button
        type="primary"
        icon={<PhoneOutlined />}
        block={block}
        style={{ flex: '1 1 auto' }}
        disabled={!canCall}
        aria-label={t('button.call')}
        data-testid={`${testIdPrefix}-call`}
        onClick={() => actions.call({ phone: number })}
      >
        {t('button.call')}
      </Button>
      <Button
        block={block}
        disabled={!ringing}
        aria-label={t('button.answer')}
        data-testid={`${testIdPrefix}-answer`}
        style={{
          flex: '1 1 auto',
          ...(ringing ? { background: '#52c41a', borderColor: '#52c41a', color: '#fff' } : {}),
        }}
        onClick={() => actions.answer()}
      >
        {t('button.answer')}
      </Button>
      <Button
        danger
        block={block}
        style={{ flex: '1 1 auto' }}
        disabled={!ringing && !live}
        aria-label={t('button.hangup')}
        data-testid={`${testIdPrefix}-hangup`}
        onClick={() => actions.hangup()}
      >
        {t('button.hangup')}
      </Button>
    </Flex>
  );
}
