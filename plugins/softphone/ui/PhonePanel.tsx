import { DownOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { PhoneDialer } from './PhoneDialer';
import { RegistrationIndicator } from './RegistrationIndicator';
import IncomingCallDialog from './IncomingCallDialog';
import { useCallTimer } from './use-call-timer';
import { usePhoneState } from '../phone/context';
import './texts';

export const PANEL_WIDTH = 320;
const COLLAPSED_KEY = 'softphone.panel.collapsed';

const readCollapsed = () => {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** The floating phone panel (spec 000 section 2.6), minimised to a round button; hosts the incoming dialog. */
export default function PhonePanel() {
  const { t } = useTranslation('softphone');
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const timer = useCallTimer(usePhoneState().call?.answeredAt);
  const toggle = (next: boolean) => {
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // storage may be unavailable (private mode): the panel just forgets
    }
  };
  const position = { position: 'fixed', right: 16, bottom: 16, zIndex: 1000 } as const;
  return (
    <>
      {collapsed ? (
        <Button
          shape="round"
          size="large"
          style={position}
          aria-label={t('expand')}
          aria-expanded={false}
          data-testid="softphone-toggle"
          onClick={() => toggle(false)}
        >
          <Flex gap={8} align="center">
            <RegistrationIndicator />
            <PhoneOutlined />
            {timer}
          </Flex>
        </Button>
      ) : (
        <Card
          size="small"
          data-testid="softphone-panel"
          style={{ ...position, width: PANEL_WIDTH, boxShadow: '0 6px 16px rgba(0,0,0,0.15)' }}
          title={
            <Flex gap={8} align="center">
              <RegistrationIndicator />
              {t('phone')}
            </Flex>
          }
          extra={
            <Button
              type="text"
              icon={<DownOutlined />}
              aria-label={t('collapse')}
              aria-expanded
              data-testid="softphone-toggle"
              onClick={() => toggle(true)}
            />
          }
        >
          <PhoneDialer />
        </Card>
      )}
      <IncomingCallDialog />
    </>
  );
}
