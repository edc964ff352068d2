import { NOTIFICATION_KEYS, NOTIFICATION_MESSAGES, formatMessage } from './notification-messages';

describe('notification messages', () => {
  it('renders the stage-opened notification in Russian (the spec’s text) and Kazakh', () => {
    const title = {
      key: 'notification.stage_opened.title' as const,
      params: { stage: { key: 'notification.stage.interview' as const } },
    };
    expect(formatMessage('ru', title)).toBe('Поздравляем! Этап «Собеседование» открыт');
    expect(formatMessage('kk', title)).toBe('Құттықтаймыз! «Әңгімелесу» кезеңі ашылды');
    expect(formatMessage('ru', { key: 'notification.stage_opened.body' })).toBe('Удачи на этом этапе!');
    expect(formatMessage('kk', { key: 'notification.stage_opened.body' })).toBe(
      'Осы кезеңде сәттілік тілейміз!',
    );
  });

  it('fills plain parameters and leaves missing ones empty', () => {
    const title = { key: 'notification.stage_opened.title' as const };
    expect(formatMessage('ru', { ...title, params: { stage: 'Практика' } })).toBe(
      'Поздравляем! Этап «Практика» открыт',
    );
    expect(formatMessage('kk', title)).toBe('Құттықтаймыз! «» кезеңі ашылды');
  });

  it('has every key in both languages, with the same placeholders', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of NOTIFICATION_KEYS) {
      expect(NOTIFICATION_MESSAGES.kk[key].trim()).not.toBe('');
      expect(placeholders(NOTIFICATION_MESSAGES.kk[key])).toEqual(
        placeholders(NOTIFICATION_MESSAGES.ru[key]),
      );
    }
    expect(Object.keys(NOTIFICATION_MESSAGES.kk).sort()).toEqual([...NOTIFICATION_KEYS].sort());
  });
});
