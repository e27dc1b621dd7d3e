import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '@/src/i18n';
import LoginPage from '@/src/pages/login/LoginPage';
import { api, operator, renderInShell, useApiServer } from './support';

const { server } = useApiServer();

// The page loads the auth provider on submit; load it once up front so no test waits for the transform.
beforeAll(async () => {
  await import('@/providers/auth-provider');
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderLogin = (route = '/login') =>
  renderInShell(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login page', () => {
  it('shows the required-field errors in place, in Russian by default', async () => {
    renderLogin();
    await submit('', '');
    expect(await screen.findByText('Поле E-mail обязательно для заполнения')).toBeInTheDocument();
    expect(screen.getByText('Поле Пароль обязательно для заполнения')).toBeInTheDocument();
  });

  it('checks the e-mail format before asking the server', async () => {
    renderLogin();
    await submit('not-an-email', 'secret');
    expect(
      await screen.findByText('Поле E-mail должно быть действительным электронным адресом'),
    ).toBeInTheDocument();
  });

  it('has English labels when the interface is English', async () => {
    await changeLocale('en');
    renderLogin();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/restore');
  });

  it('shows the refusal of a 401 above the form', async () => {
    server.use(
      http.post(api('/login_check'), () =>
        HttpResponse.json({ message: 'Invalid credentials', code: 'invalid_credentials' }, { status: 401 }),
      ),
    );
    renderLogin();
    await submit('operator@demo.local', 'wrong');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Неверный e-mail или пароль');
    expect(Cookies.get('auth')).toBeUndefined();
  });

  it("shows the server's own words for a 429", async () => {
    server.use(
      http.post(api('/login_check'), () =>
        HttpResponse.json(
          { message: 'Слишком много попыток, повторите через 15 минут', code: 'too_many_attempts' },
          { status: 429 },
        ),
      ),
    );
    renderLogin();
    await submit('operator@demo.local', 'wrong');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Слишком много попыток, повторите через 15 минут',
    );
  });

  it("puts a 400's field errors under their fields", async () => {
    server.use(
      http.post(api('/login_check'), () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            code: 'validation',
            errors: { password: 'Пароль слишком короткий' },
          },
          { status: 400 },
        ),
      ),
    );
    renderLogin();
    await submit('operator@demo.local', 'x');
    expect(await screen.findByText('Пароль слишком короткий')).toBeInTheDocument();
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });

  it('signs in, keeps the token and goes back to ?to=', async () => {
    let sent: URLSearchParams | null = null;
    server.use(
      http.post(api('/login_check'), async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return HttpResponse.json({ token: 'jwt-1' });
      }),
      http.get(api('/user/get'), () => HttpResponse.json(operator)),
    );
    renderLogin('/login?to=%2Fsettings%2Fuser%2Flist');
    await submit('operator@demo.local', 'secret');
    expect(await screen.findByTestId('where')).toHaveTextContent('/settings/user/list');
    expect(sent!.get('email')).toBe('operator@demo.local');
    expect(sent!.get('password')).toBe('secret');
    expect(Cookies.get('auth')).toBe('jwt-1');
  });

  it('says why a signed-in user was sent here, and goes back to that page after signing in again', async () => {
    server.use(
      http.post(api('/login_check'), () => HttpResponse.json({ token: 'jwt-3' })),
      http.get(api('/user/get'), () => HttpResponse.json(operator)),
    );
    renderLogin('/login?denied=1&to=%2Fsettings%2Ftrunk%2Flist');
    expect(screen.getByTestId('login-denied')).toHaveTextContent(
      'У вашей учётной записи нет доступа к странице /settings/trunk/list.Войдите под учётной записью с доступом или вернитесь на главную',
    );
    await submit('operator@demo.local', 'secret');
    expect(await screen.findByTestId('where')).toHaveTextContent('/settings/trunk/list');
  });

  it('shows no such notice for a plain visit or another site', () => {
    renderLogin('/login?denied=1&to=%2F%2Fevil.example');
    expect(screen.queryByTestId('login-denied')).not.toBeInTheDocument();
  });

  it('goes to the dashboard without ?to=, and never to another site', async () => {
    server.use(
      http.post(api('/login_check'), () => HttpResponse.json({ token: 'jwt-2' })),
      http.get(api('/user/get'), () => HttpResponse.json(operator)),
    );
    renderLogin('/login?to=%2F%2Fevil.example');
    await submit('operator@demo.local', 'secret');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
  });
});
