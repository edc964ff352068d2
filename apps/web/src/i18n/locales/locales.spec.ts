import { ROLES } from '@expert-portal/contracts';
import { resources } from '@/shared/i18n/resources';
import { AREA_DEFINITIONS, AREAS } from '@/shared/lib/routes';

// Words that are the same in both languages (loanwords, proper names, the language endonyms).
const SAME_IN_BOTH = new Set([
  'common:language.kk',
  'common:language.ru',
  'common:role.director',
  // The document title's pattern, '<page> — <portal>': only its parts are in a language.
  'common:title.page',
  // Product names of meeting services.
  'errors:meeting.kind.zoom',
  'errors:meeting.kind.google_meet',
  'errors:meeting.kind.microsoft_teams',
  'areas:admin.essay.title',
  'areas:admin.practice.title',
  'areas:admin.statistics.title',
  'areas:analyst.statistics.title',
  'areas:user.certificate.title',
  'areas:user.courses.title',
  'areas:user.practice.title',
  'candidate:profile.field.username',
  'practice-admin:users.column.username',
  // The same words in Kazakh: a price in tenge, «Тест», «Курс», «Логин», «Телефон».
  'courses-admin:list.price',
  'courses-admin:test.heading',
  'courses-admin:courseUsers.course',
  'courses-admin:courseUsers.username',
  'courses-admin:courseUsers.phone',
  'candidate:profile.field.phone',
  'candidate:profile.field.bank',
  // «Сертификат»: the register's column of the certificate's facts.
  'expert-register:column.certificate',
  // The statistics' «ID», «Логин», «Эссе», «Практика», «Тест» and «№» columns.
  'statistics:progress.column.id',
  'statistics:progress.column.username',
  'statistics:progress.column.essay',
  'statistics:progress.column.practice',
  'statistics:tests.column.name',
  'statistics:item.column.position',
  // Byte units are abbreviated alike in both languages (Б, КБ, МБ, ГБ).
  'common:size.b',
  'common:size.kb',
  'common:size.mb',
  'common:size.gb',
  // «мин» abbreviates minutes in both languages.
  'workflow-analytics:duration.minutes',
  // The accounts screen's «Логин» and its «демо» and «2FA» badges.
  'accounts:field.username',
  'accounts:badge.demo',
  'accounts:badge.mfa',
  // The mail catalogue's «Курс» and «Сертификат» groups.
  'mail:group.course',
  'mail:group.certificate',
  // «Профиль»: a person's card, one of the kinds of read in the access log of personal data.
  'data-access:kind.profile',
]);

const namespaces = Object.keys(resources.ru) as (keyof typeof resources.ru)[];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The plural forms a language needs for counted texts (Russian: 1, 2–4, 5+; Kazakh: one text). */
const PLURAL_FORMS = { ru: ['one', 'few', 'many'], kk: [] } as const;

describe.each(namespaces)('the %s namespace', (namespace) => {
  const ru: Record<string, string> = resources.ru[namespace];
  const kk: Record<string, string> = resources.kk[namespace];

  it('has the same keys in Kazakh and Russian, plural forms aside', () => {
    const bases = (texts: Record<string, string>) =>
      [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
    expect(bases(kk)).toEqual(bases(ru));
  });

  it('gives every counted text each plural form its language needs', () => {
    for (const [language, texts] of [
      ['ru', ru],
      ['kk', kk],
    ] as const) {
      // A count followed by a word is inflected ('5 вопросов'); 'Всего: {{count}}' and '({{count}})' are not.
      const counted = Object.keys(texts).filter(
        (key) => PLURAL_SUFFIX.test(key) || /\{\{count\}\} \p{L}/u.test(texts[key]),
      );
      const missing = counted
        .map((key) => key.replace(PLURAL_SUFFIX, ''))
        .flatMap((base) => PLURAL_FORMS[language].map((form) => `${base}_${form}`))
        .filter((key) => !(key in texts));
      expect({ language, missing: [...new Set(missing)] }).toEqual({ language, missing: [] });
    }
  });

  it('has a Kazakh text of its own for every key', () => {
    const copied = Object.keys(ru).filter(
      (key) => key in kk && kk[key] === ru[key] && !SAME_IN_BOTH.has(`${namespace}:${key}`),
    );
    expect(copied).toEqual([]);
    expect(Object.values(kk).filter((text) => !text.trim())).toEqual([]);
  });
});

it('gives the default login error exactly as the spec words it', () => {
  expect(resources.kk.auth['login.error.default']).toBe('Қате логин немесе құпия сөз');
  expect(resources.ru.auth['login.error.default']).toBe('Неверный логин или пароль');
});

it('names and describes every area section and every role', () => {
  const expected = [
    ...AREAS.map((area) => `area.${area}`),
    ...AREAS.flatMap((area) =>
      AREA_DEFINITIONS[area].sections.flatMap((section) => [
        `${area}.${section}.title`,
        `${area}.${section}.description`,
      ]),
    ),
  ];
  expect(expected.filter((key) => !(key in resources.ru.areas))).toEqual([]);
  expect(ROLES.filter((role) => !(`role.${role}` in resources.ru.common))).toEqual([]);
});
