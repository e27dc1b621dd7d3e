import { Empty, Pagination, Select, Spin } from 'antd';
import { useState } from 'react';
import { PAGER, useTranslation } from '@/src/plugin-api';
import { TaskItem } from './TaskItem';
import { BELL_DEFAULT_TYPE } from './use-bell-count';
import { useBellPage, type BellQuery } from './use-bell-page';
import { TASK_TYPES, type TaskType } from './types';

/**
 * The bell's list: a filter (each with its count), the page of items, the pager (default page 1, limit 10:
 * spec 001 section 9). It opens on every task, the ones needing action now first.
 */
export function BellPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('tasks');
  const [query, setQuery] = useState<BellQuery>({ type: BELL_DEFAULT_TYPE, page: 1, limit: 10 });
  const { data, loading, reload } = useBellPage(query, true);
  const changed = () => {
    reload();
    onChanged();
  };
  return (
    <>
      <Select<TaskType>
        aria-label={t('bell')}
        data-testid="task-filter"
        value={query.type}
        onChange={(type) => setQuery({ ...query, type, page: 1 })}
        options={TASK_TYPES.map((type) => ({
          value: type,
          label: data?.counts ? `${t(`filter.${type}`)} (${data.counts[type]})` : t(`filter.${type}`),
        }))}
        style={{ width: 220, marginBottom: 12 }}
      />
      <Spin spinning={loading}>
        {data?.items.length ? (
          data.items.map((task) => <TaskItem key={task.id} task={task} inBell onChanged={changed} />)
        ) : (
          <Empty description={t('empty')} />
        )}
      </Spin>
      <Pagination
        {...PAGER}
        size="small"
        current={query.page}
        pageSize={query.limit}
        total={data?.totalCount ?? 0}
        onChange={(page, limit) => setQuery({ ...query, page: limit === query.limit ? page : 1, limit })}
        hideOnSinglePage
      />
    </>
  );
}
