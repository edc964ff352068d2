import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, contactMessageSchema } from './contact';
import { MESSAGES } from './i18n/messages';

function errorsOf(value: unknown): Record<string, string[]> {
  const result = contactMessageSchema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('the contact message rules', () => {
  it('trims the fields of a valid message', () => {
    expect(
      contactMessageSchema.parse({
        name: ' Алия ',
        email: ' alia@example.kz ',
        message: '  Сәлеметсіз бе!  ',
      }),
    ).toEqual({ name: 'Алия', email: 'alia@example.kz', message: 'Сәлеметсіз бе!' });
  });

  it('gives one message per field: required first, then format and length', () => {
    expect(errorsOf({ name: '  ', email: '', message: '' })).toEqual({
      name: ['validation.required'],
      email: ['validation.required'],
      message: ['validation.required'],
    });
    expect(
      errorsOf({ name: 'Алия', email: 'alia@kz', message: 'x'.repeat(CONTACT_MESSAGE_MIN - 1) }),
    ).toEqual({
      email: ['contact.email'],
      message: ['contact.message_too_short'],
    });
    expect(
      errorsOf({
        name: 'x'.repeat(CONTACT_NAME_MAX + 1),
        email: 'alia@example.kz',
        message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1),
      }),
    ).toEqual({ name: ['contact.name_too_long'], message: ['contact.message_too_long'] });
  });

  it('states the same limits in its messages as it checks', () => {
    for (const language of ['ru', 'kk'] as const) {
      expect(MESSAGES[language]['contact.name_too_long']).toContain(String(CONTACT_NAME_MAX));
      expect(MESSAGES[language]['contact.message_too_short']).toContain(String(CONTACT_MESSAGE_MIN));
      expect(MESSAGES[language]['contact.message_too_long']).toContain(String(CONTACT_MESSAGE_MAX));
    }
  });
});
