import { Tooltip } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { callOutcome } from './call-outcome';
import type { CallItem } from './types';

/** The status cell: the operator's result, or the robot's class named, with what the robot heard on hover. */
export function CallOutcomeCell({ call }: { call: CallItem }) {
  const { t } = useTranslation('contact-card');
  const outcome = callOutcome(call);
  if (outcome.kind === 'operator') return outcome.text;
  if (outcome.kind === 'none') return t('summary.none');
  const label = t(`calls.robotClasses.${outcome.robotClass}`);
  return outcome.said ? (
    <Tooltip title={outcome.said}>
      <span data-testid="robot-outcome">{label}</span>
    </Tooltip>
  ) : (
    <span data-testid="robot-outcome">{label}</span>
  );
}
