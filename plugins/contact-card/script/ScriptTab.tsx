import { Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation, type CurrentUser } from '@/src/plugin-api';
import type { Contact } from '../types';
import { useApiData } from '../use-api-data';
import { fillScript, placeholderValues } from './placeholders';

interface Script {
  id: number;
  title: string;
  script: string;
}

type ScriptsReply = Script | Script[] | { items: Script[] } | null;

const asList = (reply: ScriptsReply): Script[] => {
  if (!reply) return [];
  if (Array.isArray(reply)) return reply;
  if ('items' in reply) return reply.items;
  return typeof reply.script === 'string' ? [reply] : [];
};

/**
 * The project's talk script (spec 001 section 7), its placeholders filled in for this contact and the
 * signed-in operator (placeholders.ts). Its HTML is shown only inside a frame sandboxed without
 * allow-scripts or allow-same-origin: whatever it holds cannot run or reach the page.
 */
export default function ScriptTab({ contact, user }: { contact: Contact; user: CurrentUser }) {
  const { t } = useTranslation('contact-card');
  const campaignId = contact.campaign?.id ?? contact.campaign_id;
  const values = useMemo(() => placeholderValues(contact, user), [contact, user]);
  const reply = useApiData<ScriptsReply>(
    campaignId === null ? null : `/robot/campaign/scripts-operator/${campaignId}`,
    undefined,
    null,
  );
  if (campaignId !== null && reply === undefined) return <Spin />;
  const scripts = asList(reply ?? null).filter((s) => s.script);
  if (!scripts.length) return <Empty description={t('script.none')} />;
  return (
    <>
      {scripts.map((s) => (
        <iframe
          key={s.id}
          sandbox=""
          srcDoc={fillScript(s.script, values)}
          title={s.title || t('script.frame')}
          data-testid="operator-script"
          style={{ width: '100%', minHeight: 400, border: 'none' }}
        />
      ))}
    </>
  );
}
