import type { MailStage } from '../mail-params';
import type { MailTexts } from '../mail-content';

const STAGES: Record<MailStage, string> = {
  tests: 'Тестирование',
  interview: 'Собеседование',
  essay: 'Эссе',
  theory: 'Теоретический курс',
  practice: 'Практика',
};

const CANDIDATE = 'Вы получили это письмо, потому что участвуете в отборе экспертов Экспертного портала.';
const APPLICANT = 'Вы получили это письмо, потому что подали заявку в Экспертном портале.';
const ACCOUNT = 'Вы получили это письмо, потому что у вас есть учётная запись в Экспертном портале.';

const result = (passed: boolean) => (passed ? 'пройдено' : 'не пройдено');

/** The Russian mails. */
export const ru: MailTexts = {
  portal: 'Экспертный портал',
  greeting: (name) => `Здравствуйте, ${name}!`,
  linkHint: 'Если кнопка не открывается, скопируйте ссылку в адресную строку браузера:',
  automatic: 'Письмо отправлено автоматически, отвечать на него не нужно.',
  interviewTitle: 'Собеседование',
  kinds: {
    application_received: (p, f) => ({
      subject: `Заявка № ${p.number} получена`,
      preheader: 'Мы получили вашу заявку на участие в отборе экспертов.',
      paragraphs: [
        'Мы получили вашу заявку на участие в отборе экспертов.',
        'Что дальше: заявку проверит сотрудник, затем её рассмотрит заместитель директора. О решении мы сообщим письмом на этот адрес. Если заявку одобрят, вы получите логин (ваш ИИН) и ссылку, по которой зададите пароль.',
      ],
      facts: [
        { label: 'Номер заявки', value: `№ ${p.number}` },
        { label: 'Дата подачи', value: f.date(p.submitted_at) },
      ],
      reason: APPLICANT,
    }),
    application_already_waiting: () => ({
      subject: 'Заявка с этим ИИН уже ожидает рассмотрения',
      preheader: 'Новую заявку мы не зарегистрировали: заявка с этим ИИН уже ожидает рассмотрения.',
      paragraphs: [
        'С этого адреса отправлена заявка на участие в отборе экспертов, но заявка с указанным в ней ИИН уже подана и ожидает рассмотрения. Новую заявку мы не зарегистрировали: пока по первой заявке нет решения, вторую на тот же ИИН не принимаем.',
        'О решении по поданной заявке мы сообщим письмом на адрес, указанный в ней. Если решение будет отрицательным, вы сможете подать новую заявку.',
      ],
      notes: [
        'Если вы не подавали заявку с этим ИИН, напишите в службу поддержки портала: её адрес и телефон есть на главной странице.',
      ],
      reason: APPLICANT,
    }),
    application_refused: (p) => ({
      subject: `Заявка № ${p.number} отклонена`,
      preheader: 'Ваша заявка на участие в отборе экспертов отклонена.',
      paragraphs: [
        p.by === 'staff'
          ? 'Сотрудник, проверявший вашу заявку на участие в отборе экспертов, отклонил её.'
          : 'Заместитель директора рассмотрел вашу заявку на участие в отборе экспертов и отклонил её.',
        'Вы можете исправить то, что указано в причине, и подать новую заявку.',
      ],
      facts: [
        { label: 'Номер заявки', value: `№ ${p.number}` },
        { label: 'Причина', value: p.reason },
      ],
      reason: APPLICANT,
    }),
    password_setup: (p) => ({
      subject: 'Заявка одобрена: задайте пароль для входа',
      preheader: 'Ваша заявка одобрена. Задайте пароль, чтобы войти в Экспертный портал.',
      paragraphs: [
        'Ваша заявка на участие в отборе экспертов одобрена. Для вас создана учётная запись.',
        'Что дальше: задайте пароль и войдите в портал. Вас ждут четыре теста; они открыты в разделе «Тесты».',
      ],
      facts: [{ label: 'Логин', value: p.username }],
      action: { label: 'Задать пароль', url: p.link },
      notes: [`Ссылка действует ${p.hours} часа и только один раз.`],
      reason: APPLICANT,
    }),
    stage_opened: (p) => ({
      subject: `Открыт этап «${STAGES[p.stage]}»`,
      preheader: `Для вас открыт этап «${STAGES[p.stage]}».`,
      paragraphs: [`Для вас открыт этап «${STAGES[p.stage]}». Перейдите к нему в Экспертном портале.`],
      action: { label: 'Перейти к этапу', url: p.link },
      reason: CANDIDATE,
    }),
    test_result: (p, f) => ({
      subject: `Результат теста «${p.test}»: ${result(p.passed)}`,
      preheader: `Тест «${p.test}» завершён: ${f.number(p.score)} из 100.`,
      paragraphs: [
        p.timed_out
          ? `Время на тест «${p.test}» истекло, и он завершён: засчитаны ответы, сохранённые до конца времени.`
          : `Тест «${p.test}» завершён.`,
        p.passed
          ? 'Тест пройден. Когда будут пройдены все четыре теста, откроется следующий этап.'
          : 'Тест не пройден. Если вам назначат пересдачу, мы сообщим об этом письмом.',
      ],
      facts: [
        { label: 'Результат', value: `${f.number(p.score)} из 100` },
        { label: 'Проходной балл', value: f.number(p.threshold) },
        { label: 'Итог', value: result(p.passed) },
      ],
      action: { label: 'Открыть тесты', url: p.link },
      reason: CANDIDATE,
    }),
    retake_granted: (p) => ({
      subject: `Пересдача: этап «${STAGES[p.stage]}»`,
      preheader: `Вам разрешена пересдача этапа «${STAGES[p.stage]}».`,
      paragraphs: [
        p.stage === 'tests'
          ? 'Вам разрешена пересдача: непройденные тесты снова открыты. У каждого теста одна попытка, время ограничено.'
          : `Вам разрешена пересдача этапа «${STAGES[p.stage]}». Этап снова открыт для вас.`,
      ],
      action: { label: 'Перейти к этапу', url: p.link },
      reason: CANDIDATE,
    }),
    interview_scheduled: (p, f) => ({
      subject: `Собеседование ${f.dateTime(p.starts_at)}`,
      preheader: `Вы приглашены на собеседование ${f.dateTime(p.starts_at)}.`,
      paragraphs: [
        'Вы приглашены на собеседование. Приглашение приложено к письму: откройте его, чтобы добавить встречу в календарь.',
      ],
      facts: [
        { label: 'Дата и время', value: f.dateTime(p.starts_at) },
        { label: 'Продолжительность', value: `${p.duration_minutes} мин` },
      ],
      action: p.meeting_url ? { label: 'Ссылка на встречу', url: p.meeting_url } : undefined,
      notes: p.meeting_url ? [] : ['Ссылку на встречу пришлём отдельно.'],
      reason: CANDIDATE,
    }),
    interview_changed: (p, f) => ({
      subject: `Собеседование перенесено: ${f.dateTime(p.starts_at)}`,
      preheader: `Собеседование теперь ${f.dateTime(p.starts_at)}.`,
      paragraphs: [
        'Время или ссылка вашего собеседования изменились. Обновлённое приглашение приложено: откройте его, и встреча в календаре изменится.',
      ],
      facts: [
        { label: 'Новые дата и время', value: f.dateTime(p.starts_at) },
        { label: 'Продолжительность', value: `${p.duration_minutes} мин` },
      ],
      action: p.meeting_url ? { label: 'Ссылка на встречу', url: p.meeting_url } : undefined,
      reason: CANDIDATE,
    }),
    interview_cancelled: (p, f) => ({
      subject: 'Собеседование отменено',
      preheader: `Собеседование ${f.dateTime(p.starts_at)} отменено.`,
      paragraphs: [
        `Собеседование, назначенное на ${f.dateTime(p.starts_at)}, отменено. О новом времени мы сообщим письмом.`,
      ],
      reason: CANDIDATE,
    }),
    interview_graded: (p, f) => ({
      subject: `Собеседование: ${result(p.passed)}`,
      preheader: `Оценка за собеседование: ${f.number(p.grade)}.`,
      paragraphs: [
        p.passed
          ? 'Собеседование пройдено. Следующий этап — эссе: он уже открыт для вас.'
          : 'Собеседование не пройдено. Спасибо за участие в отборе.',
      ],
      facts: [
        { label: 'Оценка', value: f.number(p.grade) },
        { label: 'Итог', value: result(p.passed) },
      ],
      action: { label: 'Открыть портал', url: p.link },
      reason: CANDIDATE,
    }),
    essay_graded: (p, f) => ({
      subject: `Эссе: ${result(p.passed)}`,
      preheader: `Оценка за эссе: ${f.number(p.grade)}.`,
      paragraphs: [
        p.passed
          ? 'Эссе принято. Следующий этап — теоретический курс: о зачислении мы сообщим письмом.'
          : 'Эссе не принято. Спасибо за участие в отборе.',
      ],
      facts: [
        { label: 'Оценка', value: f.number(p.grade) },
        { label: 'Итог', value: result(p.passed) },
      ],
      action: { label: 'Открыть портал', url: p.link },
      reason: CANDIDATE,
    }),
    practice_graded: (p, f) => ({
      subject: `Практика по курсу «${p.course}»: ${result(p.passed)}`,
      preheader: `Оценка за практику: ${f.number(p.grade)}.`,
      paragraphs: [
        p.passed
          ? 'Практика пройдена. Следующий шаг — приказ о выдаче сертификата: его подписывают заместитель директора и директор, после чего сертификат придёт вам письмом.'
          : 'Практика не пройдена.',
      ],
      facts: [
        { label: 'Курс', value: p.course },
        { label: 'Оценка', value: f.number(p.grade) },
        { label: 'Итог', value: result(p.passed) },
      ],
      action: { label: 'Открыть практику', url: p.link },
      reason: CANDIDATE,
    }),
    course_enrolled: (p, f) => ({
      subject: `Вы зачислены на курс «${p.course}»`,
      preheader: `Вы зачислены на курс «${p.course}».`,
      paragraphs: [
        `Вы зачислены на курс «${p.course}». Уроки и тесты к ним открыты в разделе «Курсы»; после теории откроется практика.`,
      ],
      facts: [
        { label: 'Курс', value: p.course },
        { label: 'Дата зачисления', value: f.date(p.enrolled_at) },
        ...(p.months ? [{ label: 'Продолжительность', value: `${f.number(p.months)} мес.` }] : []),
        ...(p.academic_hours ? [{ label: 'Академических часов', value: f.number(p.academic_hours) }] : []),
      ],
      action: { label: 'Открыть курс', url: p.link },
      reason: CANDIDATE,
    }),
    certificate_issued: (p) => ({
      subject: `Сертификат № ${p.number} выдан`,
      preheader: `Вам выдан сертификат эксперта № ${p.number}.`,
      paragraphs: [
        `Поздравляем! Вам выдан сертификат эксперта по курсу «${p.course}».`,
        'Подлинность сертификата любой может проверить на его публичной странице.',
      ],
      facts: [
        { label: 'Номер', value: p.number },
        { label: 'Курс', value: p.course },
        { label: 'Публичная страница', value: p.public_url },
      ],
      action: { label: 'Скачать сертификат (PDF)', url: p.pdf_url },
      reason: CANDIDATE,
    }),
    certificate_revoked: (p) => ({
      subject: `Сертификат № ${p.number} отозван`,
      preheader: `Ваш сертификат № ${p.number} отозван.`,
      paragraphs: [
        `Ваш сертификат эксперта № ${p.number} по курсу «${p.course}» отозван. На его публичной странице теперь сказано, что он недействителен.`,
      ],
      facts: [
        { label: 'Номер', value: p.number },
        { label: 'Причина', value: p.reason },
      ],
      reason: CANDIDATE,
    }),
    invitation: (p) => ({
      subject: 'Приглашение в Экспертный портал: задайте пароль',
      preheader: 'Для вас создана учётная запись в Экспертном портале.',
      paragraphs: ['Для вас создана учётная запись в Экспертном портале.'],
      facts: [{ label: 'Логин', value: p.username }],
      action: { label: 'Задать пароль', url: p.link },
      notes: [`Ссылка действует ${p.hours} часа и только один раз.`],
      reason: ACCOUNT,
    }),
    password_reset: (p) => ({
      subject: 'Сброс пароля в Экспертном портале',
      preheader: 'Для вашей учётной записи запрошен сброс пароля.',
      paragraphs: [
        `Для вашей учётной записи (логин: ${p.username}) запрошен сброс пароля. Чтобы задать новый пароль, откройте ссылку.`,
      ],
      action: { label: 'Задать новый пароль', url: p.link },
      notes: [
        `Ссылка действует ${p.hours} час и только один раз.`,
        'Если вы не запрашивали сброс, просто не обращайте внимания на это письмо: пароль останется прежним.',
      ],
      reason: ACCOUNT,
    }),
    password_changed: (p, f) => ({
      subject: 'Пароль изменён',
      preheader: 'Пароль вашей учётной записи изменён.',
      paragraphs: [
        `Пароль вашей учётной записи в Экспертном портале (логин: ${p.username}) изменён. Все остальные сеансы входа завершены.`,
      ],
      notes: [
        'Если это были не вы, сразу сбросьте пароль по ссылке «Забыли пароль?» на странице входа и сообщите администратору.',
      ],
      action: { label: 'Сбросить пароль', url: f.url('/forgot-password') },
      reason: ACCOUNT,
    }),
    mfa_reset: (p, f) => ({
      subject: 'Второй фактор входа сброшен',
      preheader: 'Администратор сбросил второй фактор вашей учётной записи.',
      paragraphs: [
        `Администратор сбросил второй фактор входа вашей учётной записи (логин: ${p.username}).`,
        'При следующем входе портал попросит заново подключить приложение-аутентификатор, если вашей роли он нужен.',
      ],
      notes: ['Если вы не просили об этом, сразу сообщите администратору.'],
      action: { label: 'Войти', url: f.url('/login') },
      reason: ACCOUNT,
    }),
    erasure_granted: (p) => ({
      subject: 'Ваши персональные данные удалены',
      preheader: 'Администратор выполнил ваш запрос на удаление персональных данных.',
      paragraphs: [
        'Администратор выполнил ваш запрос: ваши персональные данные, документы и файлы удалены из Экспертного портала, учётная запись закрыта.',
        `Комментарий администратора: ${p.reason}`,
        ...(p.kept_register
          ? [
              'Ваше имя и выданные сертификаты остаются в государственном реестре экспертов, как того требует закон.',
            ]
          : []),
      ],
      notes: ['Для статистики сохранены только обезличенные сведения: даты, регион, предмет и исход.'],
      reason: ACCOUNT,
    }),
    erasure_refused: (p, f) => ({
      subject: 'Запрос на удаление данных отклонён',
      preheader: 'Администратор отклонил ваш запрос на удаление персональных данных.',
      paragraphs: [
        'Администратор отклонил ваш запрос на удаление персональных данных.',
        `Причина: ${p.reason}`,
      ],
      notes: ['Вы можете отправить новый запрос из профиля, когда причина отпадёт.'],
      action: { label: 'Открыть профиль', url: f.url('/login') },
      reason: ACCOUNT,
    }),
  },
};
