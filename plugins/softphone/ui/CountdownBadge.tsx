import { Tag } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import type { CardCountdown } from '../phone/types';
import { COLOUR_CSS, countdownColour } from './colours';
import './texts';

export { countdownColour };

/** Seconds left to save the card after a call (spec 000 section 4.4), coloured by how much is left. */
export function CountdownBadge({ countdown }: { countdown: CardCountdown }) {
  const { t } = useTranslation('softphone');
  const colour = countdownColour(countdown.total, countdown.remaining);
  const label = t('countdown', { seconds: countdown.remaining });
  return (
    <Tag
      color={COLOUR_CSS[colour]}
      role="timer"
      aria-label={label}
      title={label}
      data-testid="card-countdown"
      data-remaining={countdown.remaining}
      data-colour={colour}
      style={{ fontSize: 16, padding: '2px 10px', fontVariantNumeric: 'tabular-nums', margin: 0 }}
    >
      {countdown.remaining}
    </Tag>
  );
}

export default CountdownBadge;
