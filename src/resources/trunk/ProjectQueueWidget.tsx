// The `projectQueue` form widget (form.widget of a trunk's `queue`): the project whose queue a carrier's calls
// go to, chosen among the projects by title (searched on the server), stored as that project's queue name
// (what the call-control service matches). A stored name no project has any more stays shown as it is.
import { useSelect } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Select } from 'antd';
import type { WidgetProps } from '../ui/form/widgets';

const OPTIONS_PAGE = { currentPage: 1, pageSize: 100, mode: 'server' } as const;

export default function ProjectQueueWidget({ value, onChange, id, disabled }: WidgetProps) {
  const { selectProps } = useSelect<BaseRecord>({
    resource: 'campaign',
    optionLabel: (item) => `${String(item.title ?? '')} (${String(item.queue_name ?? '')})`,
    optionValue: (item) => String(item.queue_name ?? ''),
    searchField: 'title' as never,
    pagination: OPTIONS_PAGE,
    errorNotification: false,
  });
  return (
    <Select
      id={id}
      options={selectProps.options}
      loading={selectProps.loading}
      showSearch
      filterOption={false}
      onSearch={selectProps.onSearch}
      value={typeof value === 'string' && value ? value : undefined}
      disabled={disabled}
      allowClear
      onChange={(next?: string) => onChange?.(next ?? '')}
      data-testid="project-queue"
    />
  );
}
