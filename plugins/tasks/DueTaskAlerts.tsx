import { Button, notification } from 'antd';
import { useRef } from 'react';
import { openContactCard, useContactCardState, useTranslation } from '@/src/plugin-api';
import { listDueNow } from './api';
import { freshDueTasks } from './due-tasks';
import { TASK_POLL_MS, useEvery } from './use-every';
import './texts';

/**
 * Spec 000 section 4.2: a task due within the next minute pops up, but not over an open contact card: no
 * poll asks while a card is open, and a task skipped then pops up at a later tick if still in the window.
 */
export default function DueTaskAlerts() {
  const { t } = useTranslation('tasks');
  const { contactId } = useContactCardState();
  const cardOpen = useRef(false);
  cardOpen.current = contactId !== null;
  const seen = useRef(new Set<number>());
  const [api, holder] = notification.useNotification();

  useEvery(TASK_POLL_MS, () => {
    if (cardOpen.current) return;
    listDueNow()
      .then((tasks) => {
        if (cardOpen.current) return;
        for (const task of freshDueTasks(tasks, seen.current, Date.now())) {
          seen.current.add(task.id);
          const key = `task-due-${task.id}`;
          api.info({
            key,
            message: `${t('due.title')}: ${task.notification_at}`,
            description: (
              <div data-testid={`due-task-${task.id}`}>
                <p style={{ margin: '0 0 4px' }}>{task.text}</p>
                {task.contact && (
                  <Button
                    size="small"
                    onClick={() => {
                      api.destroy(key);
                      openContactCard(task.contact!.id);
                    }}
                  >
                    {t('due.open')} {task.contact.full_name}
                  </Button>
                )}
              </div>
            ),
            duration: 0,
          });
        }
      })
      .catch(() => undefined);
  });

  return holder;
}
