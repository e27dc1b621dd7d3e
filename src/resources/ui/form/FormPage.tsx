// The generated create and edit forms (Refine's useForm): fields by type, in titled sections as the
// declaration's `groups` say, Save and Cancel in a bar that sticks to the viewport's bottom (issue 14),
// defaults on create, client rules, and the server's field errors (400 `errors`) shown under their fields
// by useForm (the provider's ApiError carries them as HttpError.errors).
import { SaveButton, useForm } from '@refinedev/antd';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { Button, Card, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormSection } from '@/src/shared/FormSection';
import { StickyActionBar } from '@/src/shared/StickyActionBar';
import type { ResourceDeclaration } from '../../define';
import { useCrudNotifications } from '../notifications';
import { recordName } from '../record-name';
import { listPath } from '../routes';
import { CRUD_NS, titleKey } from '../texts';
import { useText } from '../use-text';
import { FieldInput } from './FieldInput';
import type { FormMode } from './rules';
import {
  defaultValues,
  formFields,
  formToPayload,
  recordToForm,
  toRequestBody,
  type FormValues,
} from './values';

export function FormPage({ resource, mode }: { resource: ResourceDeclaration; mode: FormMode }) {
  const { t } = useTranslation();
  const text = useText();
  const { id } = useParams();
  const notifications = useCrudNotifications();
  const { formProps, saveButtonProps, query } = useForm<BaseRecord, HttpError, FormValues>({
    resource: resource.name,
    action: mode,
    id: mode === 'edit' ? id : undefined,
    redirect: 'list',
    successNotification: mode === 'create' ? notifications.created : notifications.updated,
    errorNotification: notifications.failed,
  });
  const record = query?.data?.data;
  const initialValues = useMemo(
    () => (mode === 'create' ? defaultValues(resource) : record ? recordToForm(resource, record) : undefined),
    [mode, resource, record],
  );

  const fields = formFields(resource, mode);
  const groups = resource.groups ?? [];
  const inGroup = (key: string) => fields.filter((f) => f.form?.group === key);
  const ungrouped = fields.filter((f) => !groups.some((g) => g.key === f.form?.group));

  // An edited row is titled by its name (the page's place shows in the breadcrumbs).
  const heading =
    (mode === 'edit' && recordName(resource, record, text)) ||
    `${t(titleKey(resource), { ns: CRUD_NS })}: ${t(`page.${mode}`, { ns: CRUD_NS, id })}`;
  return (
    <Card title={heading} data-testid={`resource-form-${resource.name}`}>
      <Form
        {...formProps}
        name={`${resource.name}-${mode}`}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={initialValues}
        onFinish={(values) =>
          formProps.onFinish?.(toRequestBody(formToPayload(resource, values, mode)) as FormValues)
        }
      >
        {ungrouped.map((field) => (
          <FieldInput key={field.name} field={field} mode={mode} />
        ))}
        {groups.map((group) =>
          inGroup(group.key).length === 0 ? null : (
            <FormSection key={group.key} name={group.key} title={text(group.label)}>
              {inGroup(group.key).map((field) => (
                <FieldInput key={field.name} field={field} mode={mode} />
              ))}
            </FormSection>
          ),
        )}
        <StickyActionBar>
          <SaveButton {...saveButtonProps} data-testid="resource-save" />
          <Link to={listPath(resource)}>
            <Button data-testid="resource-cancel">{t('buttons.cancel')}</Button>
          </Link>
        </StickyActionBar>
      </Form>
    </Card>
  );
}
