import { PhoneOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { RegistrationIndicator } from './RegistrationIndicator';
import IncomingCallDialog from './IncomingCallDialog';
import { useCallTimer } from './use-call-timer';
import { usePhoneState } from '../phone/context';
import './texts';

// The open panel (the dialer, the call in progress, the project choice) loads when it is first opened, by the
// user or by a call; the round button and the incoming-call dialog are here from the start.
const OpenPanel = lazy(() => import('./OpenPanel'));

const COLLAPSED_KEY = 'softphone.panel.collapsed';

// Minimised unless the user opened it: a 320 px panel floating over every page would hide the pages'
// own controls (pagination, buttons) in the bottom-right corner.
const readCollapsed = () => {
  try {
    return localStorage.getItem(COLLAPSED_KEY) !== '0';
  } catch {
    return true;
  }
};

/**
 * The floating phone panel (spec 000 section 2.6), minimised to a round button; it opens by itself while a
 * call rings or is on, and hosts the incoming dialog.
 */
export default function PhonePanel() {
  const { t } = useTranslation('softphone');
  const { call, ringing } = usePhoneState();
  const [minimised, setCollapsed] = useState(readCollapsed);
  const collapsed = minimised && !call && !ringing;
  const timer = useCallTimer(call?.answeredAt);
  const toggle = (next: boolean) => {
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // storage may be unavailable (private mode): the panel just forgets
    }
  };
  // Under modals (1000): the card and its call bar cover the panel; notices and dialogs stay on top.
  const position = { position: 'fixed', right: 16, bottom: 16, zIndex: 900 } as const;
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
        <Suspense fallback={null}>
          <OpenPanel style={position} onCollapse={() => toggle(true)} />
        </Suspense>
      )}
      <IncomingCallDialog />
    </>
  );
}
