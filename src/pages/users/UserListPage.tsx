import { useTable } from '@refinedev/antd';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrmUser } from '@/providers/user';

// Spec 000 section 2.7: sizes 10/30/50/100/500, page 1, limit 10.
export const PAGE_SIZES = [10, 30, 50, 100, 500];

/** Settings → Users: the users of GET /api/user/list, read-only, paged by the server. */
export default function UserListPage() {
  const { t } = useTranslation();
  const { tableProps } = useTable<CrmUser>({
    resource: 'user',
    pagination: { currentPage: 1, pageSize: PAGE_SIZES[0], mode: 'server' },
    syncWithLocation: true,
  });
  return (
    <Card title={t('shell.users.title')}>
      <Table
        {...tableProps}
        rowKey="id"
        data-testid="user-table"
        scroll={{ x: true }}
        pagination={{
          ...tableProps.pagination,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          // At most five numbered page buttons, like the spec's pager (antd shows up to seven by default).
          showLessItems: true,
          // Refine switches to antd's simple pager on narrow screens; the spec's pager has page buttons.
          simple: false,
        }}
        columns={[
          { title: t('shell.users.fullName'), dataIndex: 'full_name' },
          { title: t('shell.users.email'), dataIndex: 'email' },
          {
            title: t('shell.users.role'),
            dataIndex: 'role',
            render: (role: string) => t(`shell.roles.${role}`),
          },
          { title: t('shell.users.extension'), dataIndex: 'extension_username' },
          { title: t('shell.users.userGroup'), dataIndex: ['user_group', 'title'] },
        ]}
      />
    </Card>
  );
}
