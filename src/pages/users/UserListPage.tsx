import { useTable } from '@refinedev/antd';
import { Card, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CrmUser } from '@/providers/user';
import { PAGER, rememberedPageSize, rememberPageSize } from '@/src/shared/pagination';

/** Settings → Users: the users of GET /api/user/list, read-only, paged by the server. */
export default function UserListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tableProps } = useTable<CrmUser>({
    resource: 'user',
    pagination: { currentPage: 1, pageSize: rememberedPageSize(pathname), mode: 'server' },
    syncWithLocation: true,
  });
  const onChange: TableProps<CrmUser>['onChange'] = (pagination, ...rest) => {
    if (pagination.pageSize) rememberPageSize(pathname, pagination.pageSize);
    tableProps.onChange?.(pagination, ...rest);
  };
  return (
    <Card title={t('shell.users.title')}>
      <Table
        {...tableProps}
        onChange={onChange}
        rowKey="id"
        data-testid="user-table"
        scroll={{ x: true }}
        pagination={{ ...tableProps.pagination, ...PAGER }}
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
