import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import { BlockedNotice } from './BlockedNotice';
import { canPlaceCall } from './call-label';
import { CallButtons } from './CallButtons';
import { CallInfo } from './CallInfo';
import { DialPad } from './DialPad';
import { NumberInput } from './NumberInput';
import './texts';

/** The panel's body: blocked notice, current call, number field, mini or full pad and call buttons. */
export function PhoneDialer() {
  const { t } = useTranslation('softphone');
  const state = usePhoneState();
  const actions = usePhoneActions();
  const [number, setNumber] = useState('');
  const [fullPad, setFullPad] = useState(false);
  // In a call the pad sends tones; otherwise it types the number.
  const press = (symbol: string) =>
    state.call?.state === 'answer' ? actions.sendDtmf(symbol) : setNumber((typed) => typed + symbol);
  const call = () => canPlaceCall(state) && actions.call({ phone: number });
  return (
    <Flex vertical gap={8}>
      <BlockedNotice />
      <CallInfo />
      <NumberInput value={number} onChange={setNumber} onSubmit={call} testIdPrefix="softphone" />
      <DialPad onPress={press} size={fullPad ? 'full' : 'mini'} testIdPrefix="softphone-key" />
      <Button
        type="link"
        size="small"
        aria-pressed={fullPad}
        data-testid="softphone-pad-size"
        onClick={() => setFullPad((full) => !full)}
      >
        {t(fullPad ? 'button.miniKeypad' : 'button.fullKeypad')}
      </Button>
      <CallButtons number={number} testIdPrefix="softphone" block />
    </Flex>
  );
}
