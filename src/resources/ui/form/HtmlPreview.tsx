import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CRUD_NS } from '../texts';

/**
 * What an html field will look like, rendered inside a sandboxed frame without `allow-scripts` (and
 * without `allow-same-origin`): scripts, event handlers and `javascript:` links in it cannot run, and
 * it cannot reach the page. The server sanitises the stored HTML as well.
 */
export function HtmlPreview({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation(CRUD_NS);
  const html = Form.useWatch<string | undefined>(name);
  if (!html) return null;
  return (
    <iframe
      sandbox=""
      srcDoc={html}
      title={`${label}: ${t('preview')}`}
      data-testid={`html-preview-${name}`}
      style={{ width: '100%', minHeight: 160, border: '1px solid #d9d9d9', borderRadius: 6, marginTop: 8 }}
    />
  );
}
