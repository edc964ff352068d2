import type { Language } from '@expert-portal/contracts';

/**
 * Texts of the notifications the machines ask for. Effects carry only keys and parameters; the API and
 * the web app translate them in the reader's language. The Russian stage-opened texts are fixed product texts.
 */
const ru = {
  'notification.stage_opened.title': 'Поздравляем! Этап «{{stage}}» открыт',
  'notification.stage_opened.body': 'Удачи на этом этапе!',
  'notification.retake_granted.title': 'Разрешена пересдача: этап «{{stage}}»',
  'notification.retake_granted.body': 'Этап снова открыт. Удачи!',
  'notification.stage.tests': 'Тесты',
  'notification.stage.interview': 'Собеседование',
  'notification.stage.essay': 'Эссе',
  'notification.stage.theory': 'Теория',
  'notification.stage.practice': 'Практика',
  'notification.application_approved.title': 'Заявка одобрена',
  'notification.application_approved.body':
    'Ваша заявка на участие в отборе экспертов одобрена. Открытие этапов отбора отслеживайте в личном кабинете.',
  // A candidate's approval opens the tests at once (no stage-opened notice of its own): it says so.
  'notification.application_approved.body_tests':
    'Ваша заявка на участие в отборе экспертов одобрена. Следующий шаг — четыре вступительных теста: они уже открыты в личном кабинете, в разделе «Тесты».',
} as const;

export type NotificationKey = keyof typeof ru;

const kk: Record<NotificationKey, string> = {
  'notification.stage_opened.title': 'Құттықтаймыз! «{{stage}}» кезеңі ашылды',
  'notification.stage_opened.body': 'Осы кезеңде сәттілік тілейміз!',
  'notification.retake_granted.title': 'Қайта тапсыруға рұқсат берілді: «{{stage}}» кезеңі',
  'notification.retake_granted.body': 'Кезең қайта ашылды. Сәттілік тілейміз!',
  'notification.stage.tests': 'Тесттер',
  'notification.stage.interview': 'Әңгімелесу',
  'notification.stage.essay': 'Эссе',
  'notification.stage.theory': 'Теория',
  'notification.stage.practice': 'Практика',
  'notification.application_approved.title': 'Өтінім мақұлданды',
  'notification.application_approved.body':
    'Сарапшыларды іріктеуге қатысу туралы өтініміңіз мақұлданды. Іріктеу кезеңдерінің ашылуын жеке кабинетте қадағалаңыз.',
  'notification.application_approved.body_tests':
    'Сарапшыларды іріктеуге қатысу туралы өтініміңіз мақұлданды. Келесі қадам — төрт кіріспе тест: олар жеке кабинеттің «Тесттер» бөлімінде ашылып қойды.',
};

/** The notification texts by language, for the API's mail and the web app's `notifications` namespace. */
export const NOTIFICATION_MESSAGES: Record<Language, Record<NotificationKey, string>> = { ru, kk };

/** Every notification key, e.g. for a zod enum or a locale-completeness test. */
export const NOTIFICATION_KEYS = Object.keys(ru) as NotificationKey[];

/** A parameter is plain text or another key translated in the same language (e.g. a stage's name). */
export type MessageParam = string | number | { key: NotificationKey };

/** A translatable message: a key and its `{{name}}` parameters. */
export interface MessageRef {
  key: NotificationKey;
  params?: Record<string, MessageParam>;
}

/** Renders a message in a language; parameters that are keys are translated first, missing ones stay empty. */
export function formatMessage(language: Language, message: MessageRef): string {
  const params = message.params ?? {};
  return NOTIFICATION_MESSAGES[language][message.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return typeof value === 'object' ? NOTIFICATION_MESSAGES[language][value.key] : String(value);
  });
}
