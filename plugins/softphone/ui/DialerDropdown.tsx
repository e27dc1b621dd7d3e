import { PhoneOutlined } from '@ant-design/icons';
import { Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import { canPlaceCall } from './call-label';
import { CallButtons } from './CallButtons';
import { NumberInput } from './NumberInput';
import './texts';

/** The operators' dialer in the top bar (spec 000 section 2.6): number, backspace, call, answer, hang-up. */
export default function DialerDropdown() {
  const { t } = useTranslation('softphone');
  const state = usePhoneState();
  const actions = usePhoneActions();
  const [number, setNumber] = useState('');
  const [open, setOpen] = useState(false);
  const content = (
    <Flex vertical gap={8} style={{ width: 300 }} data-testid="dialer-dropdown">
      <NumberInput
        value={number}
        onChange={setNumber}
        onSubmit={() => canPlaceCall(state) && actions.call({ phone: number })}
        testIdPrefix="dialer"
      />
      <CallButtons number={number} testIdPrefix="dialer" />
    </Flex>
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
