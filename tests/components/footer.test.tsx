import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/src/i18n';
import { Footer } from '@/src/layouts/Footer';
import { renderInShell, useApiServer } from './support';

useApiServer();

const config = { company_name: 'Acme Ltd', title: 'Acme Calls', version: '2.4.1' };

describe('footer (spec 000 2.2)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows company, title, server version, client version and the copyright years', () => {
    // The years run to the current one: a clock set to 2031 must show 2031.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderInShell(<Footer />, { config });
    const footer = screen.getByTestId('footer');
    const parts = [...footer.children].map((el) => el.textContent);
    expect(parts).toEqual([
      'Acme Ltd',
      'Acme Calls',
      'Сервер 2.4.1',
      `Клиент ${__APP_VERSION__}`,
      '© 2005–2031',
    ]);
  });

  it('names the product once when the company name is the title (as the server defaults it)', () => {
    renderInShell(<Footer />, {
      config: { ...config, company_name: 'Call Centre CRM', title: 'Call Centre CRM' },
    });
    const parts = [...screen.getByTestId('footer').children].map((el) => el.textContent);
    expect(parts.filter((part) => part === 'Call Centre CRM')).toHaveLength(1);
    expect(parts).toEqual([
      'Call Centre CRM',
      'Сервер 2.4.1',
      `Клиент ${__APP_VERSION__}`,
      expect.stringMatching(/^© 2005–/),
    ]);
  });

  it('is translated', async () => {
    await changeLocale('en');
    renderInShell(<Footer />, { config });
    expect(screen.getByText('Server 2.4.1')).toBeInTheDocument();
    expect(screen.getByText(`Client ${__APP_VERSION__}`)).toBeInTheDocument();
  });
});
