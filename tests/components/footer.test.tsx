import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/src/i18n';
import { Footer } from '@/src/layouts/Footer';
import { renderInShell, useApiServer } from './support';

useApiServer();

const config = { company_name: 'Acme Ltd', title: 'Acme Calls', version: '2.4.1' };

describe('footer (spec 000 2.2)', () => {
  it('shows company, title, server version, client version and the copyright years', () => {
    renderInShell(<Footer />, { config });
    const footer = screen.getByTestId('footer');
    const parts = [...footer.children].map((el) => el.textContent);
    expect(parts).toEqual([
      'Acme Ltd',
      'Acme Calls',
      'Сервер 2.4.1',
      `Клиент ${__APP_VERSION__}`,
      `© 2005–${new Date().getFullYear()}`,
    ]);
  });

  it('is translated', async () => {
    await changeLocale('en');
    renderInShell(<Footer />, { config });
    expect(screen.getByText('Server 2.4.1')).toBeInTheDocument();
    expect(screen.getByText(`Client ${__APP_VERSION__}`)).toBeInTheDocument();
  });
});
