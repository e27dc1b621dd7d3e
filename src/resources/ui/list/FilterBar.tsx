// The filter bar above a generated list: one control per `list.filter` of the declaration, applied on
// submit (Enter or the Filter button) and kept in the address by Refine's syncWithLocation. A reference's
// filter offers the referenced rows, so it shows only to a reader allowed to list them (a guest on the
// projects list sees no user-group filter rather than a select the server refuses to fill).
import { useCan, useResourceParams, type CrudFilter } from '@refinedev/core';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDeclaration, ResourceDeclaration } from '../../define';
import { CRUD_NS } from '../texts';
import { useText, type TextOf } from '../use-text';
import { ReferenceSelect } from '../view/ReferenceSelect';
import { selectOptions } from '../view/select-options';
import { filterableFields, filtersToValues, rangeNames, valuesToFilters, type FilterValues } from './filters';

const WIDTH = { width: 200 };

function choiceOptions(field: FieldDeclaration, text: TextOf, yes: string, no: string) {
  if (field.type === 'boolean')
    return [
      { value: 'true', label: yes },
      { value: 'false', label: no },
    ];
  return selectOptions(field, text);
}

function FilterControl({ field }: { field: FieldDeclaration }) {
  const target = field.reference?.resource;
  const { resource: item } = useResourceParams({ resource: target });
  const { data: can } = useCan({
    resource: target,
    action: 'list',
    params: { resource: item },
    queryOptions: { enabled: target !== undefined },
  });
  if (target !== undefined && !can?.can) return null;
  return <FilterItem field={field} />;
}

function FilterItem({ field }: { field: FieldDeclaration }) {
  const text = useText();
  const { t } = useTranslation(CRUD_NS);
  const label = text(field.label);
  const kind = field.list!.filter!;
  if (kind === 'range') {
    const [gte, lte] = rangeNames(field);
    return (
      <Form.Item label={label} style={{ marginBottom: 8 }}>
        <Space.Compact>
          <Form.Item name={gte} noStyle>
            <InputNumber placeholder={t('from')} aria-label={`${label} ${t('from')}`} />
          </Form.Item>
          <Form.Item name={lte} noStyle>
            <InputNumber placeholder={t('to')} aria-label={`${label} ${t('to')}`} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    );
  }
  const multiple = kind === 'in' ? ('multiple' as const) : undefined;
  let control;
  if (field.type === 'reference' || field.type === 'referenceMulti') {
    control = (
      <ReferenceSelect field={field} stringValues mode={multiple} style={WIDTH} placeholder={label} />
    );
  } else if (['boolean', 'enum', 'enumMulti', 'color'].includes(field.type)) {
    control = (
      <Select
        allowClear
        mode={multiple}
        style={WIDTH}
        placeholder={label}
        options={choiceOptions(field, text, t('yes'), t('no'))}
      />
    );
  } else {
    control = <Input allowClear style={WIDTH} placeholder={label} />;
  }
  return (
    <Form.Item name={field.name} label={label} style={{ marginBottom: 8 }}>
      {control}
    </Form.Item>
  );
}

export function FilterBar({
  resource,
  filters,
  onApply,
}: {
  resource: ResourceDeclaration;
  filters: CrudFilter[];
  onApply: (filters: CrudFilter[]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const fields = filterableFields(resource);
  // The address may change under the bar (back/forward, a link): show what the table is filtered by.
  const current = JSON.stringify(filtersToValues(resource, filters));
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(current) as Record<string, never>);
  }, [current, form]);
  if (fields.length === 0) return null;
  return (
    <Form
      form={form}
      name={`filters-${resource.name}`}
      layout="inline"
      data-testid="filter-bar"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(values) => onApply(valuesToFilters(resource, values))}
    >
      {fields.map((field) => (
        <FilterControl key={field.name} field={field} />
      ))}
      <Form.Item style={{ marginBottom: 8 }}>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-apply">
            {t('buttons.filter')}
          </Button>
          <Button
            data-testid="filter-clear"
            onClick={() => {
              form.resetFields();
              onApply(valuesToFilters(resource, {}));
            }}
          >
            {t('buttons.clear')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
