import {
  AudioMutedOutlined,
  AudioOutlined,
  NumberOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  StopOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import type { ActiveCall } from '../phone/types';
import { isLive, transferRunning } from './call-label';
import './texts';

interface BarButtonProps {
  id: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  danger?: boolean;
}

const BarButton = ({ id, label, icon, onClick, disabled, pressed, danger }: BarButtonProps) => (
  <Tooltip title={label}>
    <Button
      icon={icon}
      aria-label={label}
      aria-pressed={pressed}
      data-testid={id}
      disabled={disabled}
      danger={danger}
      type={pressed ? 'primary' : 'default'}
      onClick={onClick}
    />
  </Tooltip>
);

interface CallBarButtonsProps {
  call: ActiveCall;
  onTransfer: () => void;
  onDtmf: () => void;
}

/** Mute, hold, transfer, tones, cancel transfer and hang-up; all but hang-up act only in state answer. */
export function CallBarButtons({ call, onTransfer, onDtmf }: CallBarButtonsProps) {
  const { t } = useTranslation('softphone');
  const { transfer } = usePhoneState();
  const actions = usePhoneActions();
  const answer = call.state === 'answer';
  const transferring = transferRunning(transfer?.state);
  return (
    <Flex gap={8} wrap>
      <BarButton
        id="call-bar-mute"
        label={t(call.muted ? 'button.unmute' : 'button.mute')}
        icon={call.muted ? <AudioMutedOutlined /> : <AudioOutlined />}
        pressed={call.muted}
        disabled={!answer}
        onClick={actions.toggleMute}
      />
      <BarButton
        id="call-bar-hold"
        label={t(call.held ? 'button.unhold' : 'button.hold')}
        icon={call.held ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
        pressed={call.held}
        disabled={!answer}
        onClick={actions.toggleHold}
      />
      <BarButton
        id="call-bar-transfer"
        label={t('button.transfer')}
        icon={<SwapOutlined />}
        disabled={!answer || transferring}
        onClick={onTransfer}
      />
      <BarButton
        id="call-bar-dtmf"
        label={t('button.dtmf')}
        icon={<NumberOutlined />}
        disabled={!answer}
        onClick={onDtmf}
      />
      {transferring && (
        <BarButton
          id="call-bar-cancel-transfer"
          label={t('button.cancelTransfer')}
          icon={<StopOutlined />}
          onClick={actions.cancelTransfer}
        />
      )}
      <Button
        danger
        type="primary"
        aria-label={t('button.hangup')}
        data-testid="call-bar-hangup"
        disabled={!isLive(call)}
        onClick={() => actions.hangup()}
      >
        {t('button.hangup')}
      </Button>
    </Flex>
  );
}
