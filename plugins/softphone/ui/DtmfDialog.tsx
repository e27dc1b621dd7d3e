import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions } from '../phone/context';
import { DialPad } from './DialPad';
import './texts';

/** The keys stay disabled this long after a tone went out (spec 001 section 9; the engine enforces it too). */
export const DTMF_LOCK_MS = 1000;

interface DtmfDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Tone dialling during a call (spec 000 section 2.6): one symbol per press. */
export default function DtmfDialog({ open, onClose }: DtmfDialogProps) {
  const { t } = useTranslation('softphone');
  const actions = usePhoneActions();
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const press = (symbol: string) => {
    if (locked || !actions.sendDtmf(symbol)) return;
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), DTMF_LOCK_MS);
  };

  return (
    <Modal open={open} title={t('dtmf.title')} footer={null} onCancel={onClose} width={280} destroyOnHidden>
      <div data-testid="dtmf-dialog" data-locked={locked}>
        <DialPad onPress={press} disabled={locked} testIdPrefix="dtmf-key" />
      </div>
    </Modal>
  );
}
