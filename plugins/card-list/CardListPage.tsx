import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/src/plugin-api';
import { CardRunner } from './CardRunner';
import { ProjectDialog } from './ProjectDialog';
import { useCloseList } from './use-close-list';
import { useProjects } from './use-projects';
import './texts';

/** Manual calling (spec 000 section 2.1): pick a project when there are several, then its cards one by one. */
export default function CardListPage() {
  const { t } = useTranslation('card-list');
  const { t: shell } = useTranslation();
  const navigate = useNavigate();
  const closeList = useCloseList();
  const projects = useProjects();
  const [chosen, setChosen] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    if (projects.state === 'failed') closeList();
  }, [projects.state, closeList]);

  if (projects.state !== 'ready') return <Spin />;
  const { items } = projects;
  if (items.length === 0)
    return <Result status="warning" title={shell('noProject')} subTitle={shell('contactAdmin')} />;
  const campaignId = items.length === 1 ? items[0].project_id : chosen;
  const project = items.find((p) => p.project_id === campaignId);
  return (
    <Card
      title={project ? `${t('title')}: ${project.title || project.queue_name}` : t('title')}
      extra={items.length > 1 && <Button onClick={() => setChoosing(true)}>{t('changeProject')}</Button>}
    >
      {campaignId !== null && <CardRunner key={campaignId} campaignId={campaignId} onFailed={closeList} />}
      {(campaignId === null || choosing) && (
        <ProjectDialog
          projects={items}
          onChoose={(id) => {
            setChosen(id);
            setChoosing(false);
          }}
          // Declining the first choice leaves the list; declining a change keeps the project on show.
          onCancel={() => (campaignId === null ? navigate('/dashboard') : setChoosing(false))}
        />
      )}
    </Card>
  );
}
