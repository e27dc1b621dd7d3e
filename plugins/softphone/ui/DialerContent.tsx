import { Flex } from 'antd';
import { usePhoneActions, usePhoneState } from '../phone/context';
import { canPlaceCall } from './call-label';
import { CallButtons } from './CallButtons';
import { NumberInput } from './NumberInput';

/** The top bar dialer's drop-down: number, backspace, call, answer, hang-up. */
export default function DialerContent({
  number,
  onChange,
}: {
  number: string;
  onChange: (n: string) => void;
}) {
  const state = usePhoneState();
  const actions = usePhoneActions();
  return (
    <Flex vertical gap={8} style={{ width: 300 }} data-testid="dialer-dropdown">
      <NumberInput
        value={number}
        onChange={onChange}
        onSubmit={() => canPlaceCall(state) && actions.call({ phone: number })}
        testIdPrefix="dialer"
      />
      <CallButtons number={number} testIdPrefix="dialer" />
    </Flex>
  );
}
