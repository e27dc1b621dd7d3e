// Fixtures of the card list specs (plugins/card-list): a project's contacts served one card a page as
// GET /contact/list/cards does, each card readable through GET /contact/:id for the contact-card plugin.
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { plugins } from '@/plugins';
import type { CrmUser } from '@/providers/user';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { contactFixture, OPERATORS, STATUSES, userWithKeys } from './contact-card-support';
import { api, signIn } from './support';

export const CARD_LIST_KEYS = 'dashboard.list,report.list,contact.cardList,contact.show,contact.update';
export const cardListUser = (keys = CARD_LIST_KEYS): CrmUser => userWithKeys('ROLE_OPERATOR', keys);

export const PEOPLE = ['Ivan Petrov', 'Maria Smirnova', 'Pavel Orlov'];
const contactOf = (index: number) => ({ ...contactFixture(), id: 5 + index, full_name: PEOPLE[index] });

export const SPRING = { project_id: 2, queue_name: 'campaign_2', title: 'Spring' };
export const AUTUMN = { project_id: 4, queue_name: 'campaign_4', title: 'Autumn' };

/** What the list asked for, in order: `campaign_id:page:limit`. */
export function cardListServer(server: SetupServer, projects: object[], people = PEOPLE.length) {
  const asked: string[] = [];
  server.use(
    http.get(api('/user/projects'), () => HttpResponse.json({ items: projects })),
    http.get(api('/contact/list/cards'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page'));
      asked.push(`${q.get('campaign_id')}:${page}:${q.get('limit')}`);
      const items = page <= people ? [contactOf(page - 1)] : [];
      return HttpResponse.json({
        items,
        current: page,
        currentItemCount: items.length,
        numItemsPerPage: 1,
        pageCount: people,
        pageRange: [],
        totalCount: people,
      });
    }),
    http.get(api('/contact/:id'), ({ params }) => HttpResponse.json(contactOf(Number(params.id) - 5))),
    http.get(api('/status/list/'), () => HttpResponse.json({ items: STATUSES, totalCount: 2 })),
    http.get(api('/user/get_operators'), () => HttpResponse.json(OPERATORS)),
    http.get(api('/robot/campaign/scripts-operator/:id'), () =>
      HttpResponse.json({ message: 'no', code: 'not_found' }, { status: 404 }),
    ),
    http.get(api('/call/list'), () => HttpResponse.json({ items: [], totalCount: 0 })),
    http.get(api('/tag/options'), () => HttpResponse.json({ items: [] })),
  );
  return asked;
}

export function startApp(path: string, user: CrmUser, server: SetupServer) {
  signIn(user);
  server.use(
    http.get(api('/user/get'), () => HttpResponse.json(user)),
    http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
  );
  window.history.pushState({}, '', path);
  return render(
    <App config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0' }} registry={registerPlugins(plugins)} />,
  );
}
