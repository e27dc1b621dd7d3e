import { PhoneOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneState } from '../phone/context';
import './texts';

// The drop-down's fields and buttons load when it is first opened; the top bar shows only the button.
const DialerContent = lazy(() => import('./DialerContent'));

/** The operators' dialer in the top bar (spec 000 section 2.6): number, backspace, call, answer, hang-up. */
export default function DialerDropdown() {
  const { t } = useTranslation('softphone');
  const state = usePhoneState();
  const [number, setNumber] = useState('');
  const [open, setOpen] = useState(false);
  const content = (
    <Suspense fallback={null}>
      <DialerContent number={number} onChange={setNumber} />
    </Suspense>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button
        type="text"
        icon={<PhoneOutlined />}
        aria-label={t('dialer')}
        aria-expanded={open}
        data-testid="dialer-toggle"
        style={state.ringing ? { color: '#52c41a' } : undefined}
      />
    </Popover>
  );
}
