// The generated show page, titled by the row's name: every field but passwords, with its label and formatted
// value.
import { EditButton } from '@refinedev/antd';
import { useShow, type BaseRecord } from '@refinedev/core';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ResourceDeclaration } from '../../define';
import { recordName } from '../record-name';
import { CRUD_NS, titleKey } from '../texts';
import { useText } from '../use-text';
import { FieldValue } from './FieldValue';

export function ShowPage({ resource }: { resource: ResourceDeclaration }) {
  const { t } = useTranslation(CRUD_NS);
  const text = useText();
  const { id } = useParams();
  const { query } = useShow<BaseRecord>({ resource: resource.name, id });
  const record = query.data?.data;
  return (
    <Card
      title={recordName(resource, record, text) || `${t(titleKey(resource))}: ${t('page.show', { id })}`}
      loading={query.isLoading}
      extra={
        resource.permissions.update ? (
          <EditButton resource={resource.name} recordItemId={id} data-testid="resource-edit" />
        ) : null
      }
      data-testid={`resource-show-${resource.name}`}
    >
      {record && (
        <Descriptions
          bordered
          column={1}
          items={resource.fields
            .filter((f) => f.type !== 'password')
            .map((field) => ({
              key: field.name,
              label: text(field.label),
              children: <FieldValue field={field} value={record[field.name]} row={record} full />,
            }))}
        />
      )}
    </Card>
  );
}
