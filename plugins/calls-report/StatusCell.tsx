// A call's status: its label, or for holders of call.update a select of every status code that changes it
// (PUT /call/update/{id}) and refreshes the report.
import { Select } from 'antd';
import { notify, useApiMutation, useTranslation } from '@/src/plugin-api';
import type { CallRow, StatusChoice } from './types';

interface Props {
  call: CallRow;
  statuses: StatusChoice[];
  canChange: boolean;
}

export function StatusCell({ call, statuses, canChange }: Props) {
  const { t } = useTranslation('calls-report');
  const { send, isPending } = useApiMutation();
  if (!canChange) return <>{call.status_label ?? ''}</>;
  const change = (status: number) =>
    send('put', `/call/update/${call.id}`, { status }, { invalidates: ['/call/list'] }).then(
      () => notify({ type: 'success', message: t('statusChanged') }),
      () => notify({ type: 'error', message: t('statusFailed') }),
    );
  return (
    <Select
      size="small"
      value={call.status ?? undefined}
      loading={isPending}
      onChange={change}
      options={statuses.map((s) => ({ value: s.code, label: s.label }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
      aria-label={t('columns.status')}
      data-testid={`calls-report-status-${call.id}`}
    />
  );
}
