import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/shared/i18n/i18n';
import { NewPasswordFields, type NewPasswordField } from './new-password-fields';

const OWNER = { username: 'aigerim', name: 'Сейткали Айгерим', email: 'a.seitkali@example.kz' };

function Fields() {
  const [values, setValues] = useState<Record<NewPasswordField, string>>({
    password: '',
    password_confirm: '',
  });
  return (
    <NewPasswordFields
      values={values}
      errors={{}}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onBlur={() => undefined}
      owner={OWNER}
    />
  );
}

function renderFields() {
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <Fields />
      </I18nextProvider>
    </MantineProvider>,
  );
  return user;
}

const meter = () => screen.getByRole('meter', { name: 'Надёжность пароля' });
const ruleState = (rule: string) =>
  screen.getByTestId('password-rules').querySelector(`[data-rule="${rule}"]`)?.getAttribute('data-state');

/** The password typed anew, once the meter has weighed it (its dictionaries load on first use). */
async function typePassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.clear(screen.getByLabelText('Новый пароль'));
  await user.type(screen.getByLabelText('Новый пароль'), password);
  await waitFor(() => expect(ruleState('common')).not.toBe('pending'));
}

afterEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('the password strength meter', () => {
  it('lists the rules, neutral, before anything is typed', () => {
    renderFields();
    expect(meter()).toHaveAttribute('aria-valuenow', '0');
    // Its line is kept, unseen, so that nothing under the meter moves when a verdict comes.
    expect(screen.getByTestId('password-strength-label')).not.toBeVisible();
    expect(screen.getByTestId('password-rules')).toHaveTextContent(
      'Не менее 12 символовНе из списка распространённых паролейБез логина, ИИН, имени и e-mail',
    );
    for (const rule of ['length', 'common', 'personal']) expect(ruleState(rule)).toBe('pending');
  });

  it('follows the password as it is typed, in five steps and by the rules the API applies', async () => {
    const user = renderFields();

    await typePassword(user, 'qwerty');
    expect(meter()).toHaveAttribute('aria-valuetext', 'Очень слабый');
    expect(ruleState('length')).toBe('unmet');
    expect(ruleState('common')).toBe('unmet');

    // Long enough, but one of the common passwords the API refuses (the same list, the first 10,000).
    await typePassword(user, '1q2w3e4r5t6y');
    expect(ruleState('length')).toBe('met');
    expect(ruleState('common')).toBe('unmet');
    expect(meter()).toHaveAttribute('aria-valuetext', 'Слабый');

    // Strong by zxcvbn, refused by the API: it holds the username.
    await typePassword(user, 'aigerim-secret-2024');
    expect(ruleState('personal')).toBe('unmet');
    expect(meter()).toHaveAttribute('aria-valuetext', 'Слабый');

    await typePassword(user, 'sunflower-meadow');
    expect(meter()).toHaveAttribute('aria-valuetext', 'Хороший');

    await typePassword(user, 'blue-kettle-9');
    expect(meter()).toHaveAttribute('aria-valuetext', 'Надёжный');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Надёжность пароля: Надёжный');
    for (const rule of ['length', 'common', 'personal']) expect(ruleState(rule)).toBe('met');
  });

  it('speaks Kazakh on Kazakh pages', async () => {
    await i18n.changeLanguage('kk');
    const user = renderFields();
    await user.type(screen.getByLabelText('Жаңа құпия сөз'), 'blue-kettle-9');
    await waitFor(() =>
      expect(screen.getByTestId('password-strength-label')).toHaveTextContent(
        'Құпия сөздің беріктігі: Берік',
      ),
    );
    expect(screen.getByTestId('password-rules')).toHaveTextContent('Кемінде 12 таңба');
  });
});
