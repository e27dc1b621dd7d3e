// The providers plugged into a real <Refine>: resource meta reaches the data provider, access control
// reads resource meta, translations and the identity flow through Refine's hooks.
import {
  CanAccess,
  Refine,
  useGetIdentity,
  useList,
  useTranslate,
  type ResourceProps,
} from '@refinedev/core';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { accessControlProvider } from '@/providers/access-control-provider';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { i18nProvider } from '@/providers/i18n-provider';
import { api, nowSeconds, operator, signIn, useApiServer, withRole } from './helpers';

const { server } = useApiServer();

const resources: ResourceProps[] = [
  { name: 'campaign', meta: { access: { list: 'campaign.list' }, paths: { list: '/robot/campaign/list' } } },
  { name: 'user', meta: { access: { list: ['settings.list', 'user.list'] } } },
  { name: 'sovcom' },
];

const wrap = (children: ReactNode) =>
  render(
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      {children}
    </Refine>,
  );

describe('inside <Refine>', () => {
  it("useList goes to the resource's meta.paths with the pagination mapped", async () => {
    signIn();
    const seen: string[] = [];
    server.use(
      http.get(api('/robot/campaign/list'), ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ items: [{ id: 1, title: 'Spring sale' }], totalCount: 31 });
      }),
    );
    function Campaigns() {
      const { result } = useList({ resource: 'campaign', pagination: { currentPage: 2, pageSize: 30 } });
      return <p>{result.data.map((c) => `${c.title} of ${result.total}`).join()}</p>;
    }
    wrap(<Campaigns />);
    expect(await screen.findByText('Spring sale of 31')).toBeInTheDocument();
    expect(seen).toEqual(['?page=2&limit=30']);
  });

  it('CanAccess reads the permission from the resource meta', async () => {
    signIn(withRole('ROLE_SUPERVISOR', 'campaign.list,settings.list'));
    wrap(
      <>
        <CanAccess resource="campaign" action="list" fallback={<p>no campaigns</p>}>
          <p>campaigns</p>
        </CanAccess>
        <CanAccess resource="user" action="list" fallback={<p>no users</p>}>
          <p>users</p>
        </CanAccess>
        <CanAccess resource="sovcom" action="list" fallback={<p>no sovcom</p>}>
          <p>sovcom</p>
        </CanAccess>
      </>,
    );
    expect(await screen.findByText('campaigns')).toBeInTheDocument();
    expect(await screen.findByText('no users')).toBeInTheDocument();
    expect(await screen.findByText('sovcom')).toBeInTheDocument();
  });

  it('useTranslate and useGetIdentity go through the providers', async () => {
    signIn();
    server.use(
      http.get(api('/user/get'), () => HttpResponse.json({ ...operator, offset_timestamp: nowSeconds() })),
    );
    function Header() {
      const t = useTranslate();
      const { data } = useGetIdentity<{ full_name: string }>();
      return <p>{`${t('buttons.logout')}: ${data?.full_name ?? '...'}`}</p>;
    }
    wrap(<Header />);
    expect(await screen.findByText('Выйти: Olga Operator')).toBeInTheDocument();
  });
});
