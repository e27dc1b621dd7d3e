import { Button } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import './texts';

export const PAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

interface DialPadProps {
  onPress: (symbol: string) => void;
  /** mini: small keys for the panel; full: large keys (the full pad and the DTMF dialog). */
  size?: 'mini' | 'full';
  disabled?: boolean;
  /** Keys get data-testid `<testIdPrefix>-<symbol>`. */
  testIdPrefix: string;
}

/** Digits 1-9, *, 0 and # in a 3 x 4 grid. */
export function DialPad({ onPress, size = 'full', disabled = false, testIdPrefix }: DialPadProps) {
  const { t } = useTranslation('softphone');
  const full = size === 'full';
  return (
    <div
      role="group"
      aria-label={t('button.keypad')}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: full ? 8 : 4 }}
    >
      {PAD_KEYS.map((symbol) => (
        <Button
          key={symbol}
          size={full ? 'large' : 'small'}
          disabled={disabled}
          aria-label={t('dtmf.key', { symbol })}
          data-testid={`${testIdPrefix}-${symbol}`}
          onClick={() => onPress(symbol)}
        >
          {symbol}
        </Button>
      ))}
    </div>
  );
}
