// Bulk changes of the chosen contacts (spec 001 section 6): the operator (non-operators holding
// contact.operatorChange) and the status (contact.statusChange), through PUT /contact/list/{operator,status}.
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { notify, useApiMutation, useTranslation } from '@/src/plugin-api';
import type { ListAccess } from './access';
import { ChoiceDialog } from './ChoiceDialog';
import type { ContactRow } from './types';
import { useOperators, useStatuses } from './use-lookups';

interface Props {
  rows: ContactRow[];
  access: ListAccess;
  /** The projects filtered on: their statuses are the ones to offer. */
  projectIds: number[];
  onDone: () => void;
}

type Open = 'operator' | 'status' | null;

const problem = (error: unknown) => (error instanceof Error ? error.message : undefined);

export function BulkActions({ rows, access, projectIds, onDone }: Props) {
  const { t } = useTranslation('contact-list');
  const [open, setOpen] = useState<Open>(null);
  const { send } = useApiMutation();
  // Without a project filter, the chosen contacts' own projects tell which statuses fit them.
  const projects = projectIds.length
    ? projectIds
    : [...new Set(rows.flatMap((r) => (r.campaign ? [r.campaign.id] : [])))];
  const statuses = useStatuses(projects, open === 'status');
  const operators = useOperators(open === 'operator');
  if (!rows.length || !(access.operator || access.status)) return null;

  const change = async (what: 'operator' | 'status', body: Record<string, unknown>) => {
    try {
      const data = await send<{ count: number }>('put', `/contact/list/${what}`, {
        ids: rows.map((r) => r.id),
        ...body,
      });
      void notify({ type: 'success', message: t('bulk.changed', { n: data.count }) });
      setOpen(null);
      onDone();
    } catch (error) {
      void notify({ type: 'error', message: t('bulk.failed'), description: problem(error) });
    }
  };

  return (
    <Space style={{ marginBottom: 16 }} data-testid="contact-list-bulk">
      <Typography.Text>{t('bulk.selected', { n: rows.length })}</Typography.Text>
      {access.operator && <Button onClick={() => setOpen('operator')}>{t('bulk.operator')}</Button>}
      {access.status && <Button onClick={() => setOpen('status')}>{t('bulk.status')}</Button>}
      {open === 'operator' && (
        <ChoiceDialog
          title={t('bulk.operator')}
          options={[
            { value: '', label: t('bulk.noOperator') },
            ...operators.map((o) => ({ value: o.id, label: o.full_name })),
          ]}
          onCancel={() => setOpen(null)}
          onSubmit={(user_id) => change('operator', { user_id })}
        />
      )}
      {open === 'status' && (
        <ChoiceDialog
          title={t('bulk.status')}
          options={statuses.map((s) => ({ value: s.id, label: s.title }))}
          onCancel={() => setOpen(null)}
          onSubmit={(status_id) => change('status', { status_id })}
        />
      )}
    </Space>
  );
}
