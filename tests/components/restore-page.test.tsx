import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import RestorePage from '@/src/pages/restore/RestorePage';
import { api, renderInShell, useApiServer } from './support';

const { server } = useApiServer();

beforeAll(async () => {
  await import('@/providers/auth-provider');
});

const renderRestore = (route = '/restore') =>
  renderInShell(
    <Routes>
      <Route path="/restore" element={<RestorePage />} />
    </Routes>,
    { route },
  );

describe('restore page', () => {
  it('asks for a link by e-mail and shows the server answer in place', async () => {
    let sent = '';
    server.use(
      http.post(api('/restore'), async ({ request }) => {
        sent = new URLSearchParams(await request.text()).get('email') ?? '';
        return HttpResponse.json({ message: 'Если адрес зарегистрирован, мы отправили ссылку' });
      }),
    );
    renderRestore();
    await userEvent.type(screen.getByLabelText('E-mail'), 'operator@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByTestId('restore-outcome')).toHaveTextContent(
      'Если адрес зарегистрирован, мы отправили ссылку',
    );
    expect(sent).toBe('operator@demo.local');
    expect(screen.getByRole('link', { name: 'Вернуться ко входу' })).toHaveAttribute('href', '/login');
  });

  it('with ?token= sets a new password, after checking both fields match', async () => {
    let sent: URLSearchParams | null = null;
    server.use(
      http.post(api('/restore/reset'), async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ message: 'Пароль изменён' });
      }),
    );
    renderRestore('/restore?token=abc123');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.clear(screen.getByLabelText('Повторите пароль'));
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByTestId('restore-outcome')).toHaveTextContent('Пароль изменён');
    expect(sent!.get('token')).toBe('abc123');
    expect(sent!.get('password')).toBe('new-secret-1');
  });

  it('shows why an expired link was refused', async () => {
    server.use(
      http.post(api('/restore/reset'), () =>
        HttpResponse.json({ message: 'Ссылка устарела', code: 'invalid_token' }, { status: 400 }),
      ),
    );
    renderRestore('/restore?token=old');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByTestId('restore-outcome')).toHaveTextContent('Ссылка устарела');
  });
});
