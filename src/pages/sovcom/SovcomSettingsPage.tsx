// /settings/sovcom: the lending partner check's settings (GET/PUT /api/sovcom/settings). Refine's useForm
// reads and saves them as one record, shows the server's field errors (400 `errors`) under their fields
// and the usual "saved" notice. PUT is partial on the server; the form sends every field but the token,
// which goes only when typed (empty keeps the stored one).
import { SaveButton, useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Card, Form, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCrudNotifications } from '@/src/resources/ui/notifications';
import { useText } from '@/src/resources/ui/use-text';
import { RegionSelect } from './RegionSelect';
import { SOVCOM_TEXTS as T } from './texts';
import { TokenInput } from './TokenInput';

interface Settings {
  enabled: boolean;
  api_url: string;
  partner_id: string;
  api_token_set: boolean;
  default_region: number | null;
}

type Values = Partial<Omit<Settings, 'api_token_set'>> & { api_token?: string };
type Body = Omit<Values, 'default_region'> & { default_region?: number | ''; clear_api_token?: boolean };

// One record at a fixed address: the id only satisfies useForm's edit mode.
const SETTINGS_PATHS = { one: '/sovcom/settings', update: '/sovcom/settings' };

// Form encoding drops nulls, so "no region" travels as "", which the server reads as none.
const toBody = ({ api_token, ...values }: Values): Body => ({
  enabled: Boolean(values.enabled),
  api_url: values.api_url ?? '',
  partner_id: values.partner_id ?? '',
  default_region: values.default_region ?? '',
  ...(api_token ? { api_token } : {}),
});

export default function SovcomSettingsPage() {
  const { t } = useTranslation();
  const text = useText();
  const notifications = useCrudNotifications();
  const { form, formProps, saveButtonProps, query, onFinish } = useForm<Settings, HttpError, Body>({
    resource: 'sovcom',
    action: 'edit',
    id: 'settings',
    redirect: false,
    meta: { paths: SETTINGS_PATHS },
    successNotification: notifications.updated,
    errorNotification: notifications.failed,
    // The reply never holds the token, so the reloaded form may not change: empty the typed one here.
    onMutationSuccess: () => form.setFieldsValue({ api_token: '' }),
  });
  const stored = Boolean(query?.data?.data.api_token_set);
  const clearToken = () => void onFinish({ clear_api_token: true }).catch(() => undefined);

  return (
    <Card title={t('shell.menu.sovcomCheck')} data-testid="sovcom-settings">
      <Typography.Paragraph type="secondary">{text(T.intro)}</Typography.Paragraph>
      <Form
        {...formProps}
        name="sovcom-settings"
        layout="vertical"
        style={{ maxWidth: 720 }}
        onFinish={(values) => formProps.onFinish?.(toBody(values as Values))}
      >
        <Form.Item name="enabled" label={text(T.enabled)} valuePropName="checked" data-field="enabled">
          <Switch />
        </Form.Item>
        <Form.Item name="api_url" label={text(T.api_url)} data-field="api_url">
          <Input inputMode="url" maxLength={2048} placeholder="https://" />
        </Form.Item>
        <Form.Item name="partner_id" label={text(T.partner_id)} data-field="partner_id">
          <Input maxLength={100} />
        </Form.Item>
        <TokenInput stored={stored} onClear={clearToken} />
        <Form.Item name="default_region" label={text(T.default_region)} data-field="default_region">
          <RegionSelect placeholder={text(T.noRegion)} />
        </Form.Item>
        <SaveButton {...saveButtonProps} data-testid="sovcom-save" />
      </Form>
    </Card>
  );
}
