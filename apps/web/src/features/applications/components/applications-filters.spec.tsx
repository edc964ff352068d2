import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { render } from '@testing-library/react';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/shared/api/query-client';
import { QueryScope } from '@/shared/api/query-scope';
import { i18n } from '@/shared/i18n/i18n';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/http-server';
import { EMPTY_FILTERS, type ApplicationFilters } from '../api/application-filters';
import { ApplicationsFilters } from './applications-filters';

function renderFilters(onChange: (next: ApplicationFilters) => void) {
  function Harness() {
    const [value, setValue] = useState(EMPTY_FILTERS);
    return (
      <ApplicationsFilters
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }
  render(
    <Providers queryClient={createQueryClient()}>
      <QueryScope>
        <Harness />
      </QueryScope>
    </Providers>,
  );
}

describe('the date filters', () => {
  beforeEach(() =>
    server.use(
      http.get('/api/v1/education_level/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    ),
  );
  afterEach(() => void i18n.changeLanguage('ru'));

  it('read a typed DD.MM.YYYY and send YYYY-MM-DD', async () => {
    const changes: ApplicationFilters[] = [];
    renderFilters((next) => changes.push(next));
    const user = userEvent.setup();
    const from = screen.getByLabelText('Подана с');
    expect(from).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await user.type(from, '05.11.2026');
    await user.tab();
    expect(changes.at(-1)?.created_at_after).toBe('2026-11-05');
    expect(from).toHaveValue('05.11.2026');
  });

  it('show the Kazakh placeholder and keep DD.MM.YYYY in Kazakh', async () => {
    await i18n.changeLanguage('kk');
    const changes: ApplicationFilters[] = [];
    renderFilters((next) => changes.push(next));
    const user = userEvent.setup();
    const to = screen.getByLabelText('Берілген күні (дейін)');
    expect(to).toHaveAttribute('placeholder', 'КК.АА.ЖЖЖЖ');
    await user.type(to, '31.12.2026');
    await user.tab();
    expect(changes.at(-1)?.created_at_before).toBe('2026-12-31');
  });
});
