import { translate } from './messages';

describe('server messages with a count', () => {
  it.each([
    [1, 'У 1 выбранной заявки нет причины отказа.'],
    [21, 'У 21 выбранной заявки нет причины отказа.'],
    [2, 'У 2 выбранных заявок нет причины отказа.'],
    [5, 'У 5 выбранных заявок нет причины отказа.'],
    [11, 'У 11 выбранных заявок нет причины отказа.'],
  ])('follow the Russian plural rules (%i)', (count, text) => {
    expect(translate('ru', 'application.bulk_reason_missing', { count })).toBe(text);
  });

  it('keep the one Kazakh form for every count', () => {
    expect(translate('kk', 'application.bulk_reason_missing', { count: 1 })).toBe(
      'Таңдалған 1 өтінімде бас тарту себебі жоқ.',
    );
    expect(translate('kk', 'application.bulk_reason_missing', { count: 5 })).toBe(
      'Таңдалған 5 өтінімде бас тарту себебі жоқ.',
    );
  });

  it('read the base key when no count is given', () => {
    expect(translate('ru', 'application.bulk_reason_missing', {})).toBe(
      'У  выбранных заявок нет причины отказа.',
    );
  });
});
