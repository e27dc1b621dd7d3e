// Asks before a copy is made (issue 14): the new row's name, prefilled with the first free "<name> (copy)"
// among the rows the user can see, checked by the form's rules and, for uniqueness, by the server (409 under
// the field). The copy made, its edit form opens (its show page for a user who may not edit).
import { useCan, useCreate, useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyName } from '../../copy-name';
import type { FieldDeclaration, ResourceDeclaration } from '../../define';
import { rulesFor } from '../form/rules';
import { useCrudNotifications } from '../notifications';
import { recordName } from '../record-name';
import { CRUD_NS } from '../texts';
import { useText } from '../use-text';

/** The fields a copy must not repeat: unique one-line texts (the server would make them "(copy)" itself). */
const renamedFields = (r: ResourceDeclaration) => r.fields.filter((f) => f.unique && f.type === 'string');

const locale = (language: string) => (language === 'en' ? 'en' : 'ru');

/** The first "<value> (copy)", "(copy 2)"... that no listed row holds (case-insensitively). */
function useFreeName(r: ResourceDeclaration, field: FieldDeclaration | undefined, value: string) {
  const { i18n } = useTranslation();
  const { result } = useList({
    resource: r.name,
    filters: field ? [{ field: field.name, operator: 'contains', value }] : [],
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: Boolean(field && value) },
  });
  return useMemo(() => {
    if (!field) return '';
    const name = (n: number) => copyName(value, locale(i18n.language), field.max, n);
    const taken = new Set(result.data.map((row) => String(row[field.name]).toLowerCase()));
    for (let n = 1; n < 100; n++) if (!taken.has(name(n).toLowerCase())) return name(n);
    return name(1); // the server answers which is free
  }, [field, result.data, value, i18n.language]);
}

/** Rendered while open (its queries run only then). */
export function CopyDialog({
  resource,
  row,
  onClose,
}: {
  resource: ResourceDeclaration;
  row: BaseRecord;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = useText();
  const navigate = useNavigate();
  const notifications = useCrudNotifications();
  const [form] = Form.useForm<Record<string, string>>();
  const fields = useMemo(() => renamedFields(resource), [resource]);
  const field = fields[0];
  const source = field ? String(row[field.name] ?? '') : '';
  const suggestion = useFreeName(resource, field, source);
  const { mutate, mutation } = useCreate();
  const { data: canEdit } = useCan({ resource: resource.name, action: 'edit', params: { id: row.id } });
  const [initialValues] = useState(() =>
    Object.fromEntries(
      fields.map((f) => [f.name, copyName(String(row[f.name] ?? ''), locale(i18n.language), f.max)]),
    ),
  );

  // The free name arrives with the list; what the user has typed stays.
  useEffect(() => {
    if (field && !form.isFieldTouched(field.name)) form.setFieldsValue({ [field.name]: suggestion });
  }, [field, suggestion, form]);

  const copy = async () => {
    let values: Record<string, string> = {};
    try {
      if (fields.length) values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    mutate(
      {
        resource: resource.name,
        values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])),
        meta: { paths: { create: `/{resource}/copy/${encodeURIComponent(String(row.id))}` } },
        successNotification: notifications.created,
        // Taken names are shown under their field; anything else as a notice.
        errorNotification: (error) => (error?.errors ? false : notifications.failed(error)),
      },
      {
        onSuccess: ({ data }) => {
          onClose();
          const page = canEdit?.can && resource.permissions.update ? 'update' : 'show';
          navigate(`${resource.route}/${page}/${encodeURIComponent(String(data.id))}`);
        },
        onError: (error: HttpError) =>
          form.setFields(
            Object.entries(error.errors ?? {}).map(([name, message]) => ({
              name,
              errors: [message].flat().map(String),
            })),
          ),
      },
    );
  };

  const name = recordName(resource, row, text);
  return (
    <Modal
      open
      title={t('copy.title', { ns: CRUD_NS })}
      okText={t('copy.ok', { ns: CRUD_NS })}
      cancelText={t('buttons.cancel')}
      onOk={copy}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      data-testid="copy-dialog"
    >
      <Typography.Paragraph>
        {name ? t('copy.intro', { ns: CRUD_NS, name }) : t('copy.introUnnamed', { ns: CRUD_NS })}
      </Typography.Paragraph>
      {fields.length > 0 && (
        <Form
          form={form}
          layout="vertical"
          name={`${resource.name}-copy`}
          initialValues={initialValues}
          onFinish={copy}
        >
          {fields.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={text(f.label)}
              rules={rulesFor(f, text(f.label), 'create', t)}
              data-field={f.name}
            >
              <Input autoFocus={f === field} />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
