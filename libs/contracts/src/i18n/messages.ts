import type { Language } from '../language';

/**
 * Server messages (errors and validation) in both languages. The API answers with them and the web app
 * loads them as its `errors` namespace, so a rule's message lives in one place.
 */
const ru = {
  'auth.invalid_credentials': 'Неверный логин или пароль',
  'auth.too_many_attempts': 'Слишком много неудачных попыток входа. Повторите через {{minutes}} мин.',
  'auth.not_authenticated': 'Учётные данные не были предоставлены.',
  'auth.token_invalid': 'Токен недействителен или просрочен.',
  'auth.token_reused':
    'Этот токен обновления уже использовался. Все сеансы этого входа завершены — войдите заново.',
  'auth.user_inactive': 'Учётная запись отключена.',
  'auth.forbidden': 'У вас недостаточно прав для выполнения данного действия.',
  'http.not_found': 'Не найдено.',
  'http.bad_request': 'Некорректный запрос.',
  'http.conflict': 'Действие конфликтует с текущим состоянием.',
  'http.too_large': 'Файлы слишком большие. Сожмите их или загрузите по одному.',
  'http.body_too_large': 'Запрос слишком большой.',
  'http.bad_json': 'Тело запроса не является корректным JSON.',
  'http.server_error': 'Внутренняя ошибка сервера. Попробуйте позже.',
  'http.unavailable': 'Сервис временно недоступен. Попробуйте позже.',
  'validation.required': 'Обязательное поле.',
  'validation.invalid': 'Некорректное значение.',
  'validation.unknown_field': 'Это поле нельзя изменить.',
  'validation.unique': 'Запись с таким значением уже существует.',
  'validation.iin_digits': 'ИИН должен состоять из 12 цифр.',
  'validation.integer': 'Введите целое число.',
  'validation.too_long': 'Слишком длинное значение.',
  'validation.too_short': 'Слишком короткое значение.',
  'validation.too_large': 'Слишком большое значение.',
  'validation.too_small': 'Слишком маленькое значение.',
  'validation.wrong_type': 'Неверный тип значения.',
  'validation.date': 'Укажите существующую дату в формате ГГГГ-ММ-ДД.',
  'validation.control_chars': 'Текст содержит недопустимые управляющие символы.',
  'profile.locked': 'Профиль заполнен полностью, изменение данных недоступно.',
  'question.both_languages': 'Введите текст вопроса на обоих языках (RU и KZ).',
  'question.two_options': 'Добавьте минимум два варианта ответа (оба языка должны быть заполнены).',
  'question.one_correct': 'Отметьте хотя бы один правильный вариант.',
  'pre_course_test.not_open': 'Тесты сейчас недоступны: этот этап для вас закрыт.',
  'pre_course_test.already_started': 'Этот тест уже начат или пройден: попытка только одна.',
  'pre_course_test.not_started': 'Сначала начните тест.',
  'pre_course_test.finished': 'Тест уже завершён: ответы больше не принимаются.',
  'pre_course_test.time_over':
    'Время теста истекло: ответы больше не принимаются. Сохранённые ответы будут проверены автоматически.',
  'pre_course_test.wrong_question': 'Этого вопроса нет в тесте.',
  'pre_course_test.wrong_answer': 'Выбранный вариант не относится к этому вопросу.',
  'pre_course_test.no_result': 'Результата пока нет: тест не завершён.',
  'file.required': 'Выберите файл.',
  'file.image_type': 'Допустимые форматы изображения: jpg, jpeg, png.',
  'file.too_large': 'Файл слишком большой (не более {{mb}} МБ).',
  'reference.in_use': 'Элемент используется и не может быть удалён.',
  'workflow.event_not_allowed': 'Действие «{{event}}» недоступно в текущем состоянии.',
  'workflow.idempotency_key_reused':
    'Этот ключ идемпотентности уже использован для другого действия. Отправьте новое действие с новым ключом.',
  'registration.name': 'Укажите ФИО.',
  'registration.id_number': 'Номер удостоверения личности должен состоять из 9 цифр.',
  'registration.address': 'Укажите адрес.',
  'registration.iin': 'ИИН должен состоять из 12 цифр.',
  'registration.iin_check_digit': 'ИИН недействителен: контрольная цифра не совпадает. Проверьте номер.',
  'registration.email': 'Укажите email в формате name@example.kz.',
  'registration.phone': 'Номер телефона должен состоять из 10 цифр.',
  'registration.identity_doc': 'Загрузите удостоверение личности.',
  'registration.bank': 'Укажите банк.',
  'registration.iik': 'Укажите ИИК.',
  'registration.iik_format': 'ИИК — это казахстанский IBAN: KZ и ещё 18 букв или цифр.',
  'registration.iik_check_digits':
    'ИИК недействителен: контрольные цифры IBAN не совпадают. Проверьте номер.',
  'registration.teacher_category': 'Выберите категорию педагога.',
  'registration.language': 'Выберите язык преподавания.',
  'registration.language_learn': 'Выберите язык обучения на курсе.',
  'registration.workplace': 'Укажите место работы.',
  'registration.subject': 'Выберите предмет.',
  'registration.subject2_same': 'Второй предмет не должен совпадать с основным.',
  'registration.education_level': 'Выберите уровень образования.',
  'registration.academic_degree_certificate': 'Загрузите документ об учёной степени.',
  'registration.file_type': 'Допустимые форматы файлов: pdf, jpg, jpeg, png.',
  'registration.file_content': 'Содержимое файла не соответствует его расширению (pdf, jpg, jpeg, png).',
  'registration.unknown_reference': 'Выбранное значение отсутствует в справочнике.',
  'application.duplicate_waiting': 'Заявка с этим ИИН уже подана и ожидает рассмотрения.',
  'application.unexpected_field': 'Такое поле в заявке не принимается.',
  'application.file_single': 'В это поле можно загрузить только один файл.',
  'application.reason_required': 'Пожалуйста, выберите причину отказа',
  // Counted texts carry i18next's plural forms (key_one, key_few, key_many) beside the base key.
  'application.bulk_reason_missing': 'У {{count}} выбранных заявок нет причины отказа.',
  'application.bulk_reason_missing_one': 'У {{count}} выбранной заявки нет причины отказа.',
  'application.bulk_reason_missing_few': 'У {{count}} выбранных заявок нет причины отказа.',
  'application.bulk_reason_missing_many': 'У {{count}} выбранных заявок нет причины отказа.',
  'application.unknown_reason': 'Такой причины отказа нет в списке.',
  'application.sign_forbidden': 'Недостаточно прав для подписания.',
  'application.unknown_role': 'Выберите роль: кандидат или прямое зачисление.',
  'contact.name_too_long': 'Имя должно быть не длиннее 150 символов.',
  'contact.email': 'Укажите адрес электронной почты в формате name@example.kz.',
  'contact.message_too_short': 'Сообщение слишком короткое: напишите не меньше 10 символов.',
  'contact.message_too_long': 'Сообщение слишком длинное: не больше 3000 символов.',
  'contact.too_many_messages': 'Слишком много сообщений с вашего адреса. Повторите через {{minutes}} мин.',
  'application.too_many_requests': 'Слишком много заявок с вашего адреса. Повторите через {{minutes}} мин.',
  'password_setup.too_short': 'Пароль должен содержать не менее 8 символов.',
  'password_setup.mismatch': 'Пароли не совпадают.',
  'password_setup.not_found': 'Ссылка для установки пароля не найдена. Проверьте адрес из письма.',
  'password_setup.expired':
    'Срок действия ссылки истёк (она действует 72 часа). Обратитесь к администратору за новой ссылкой.',
  'password_setup.used':
    'Пароль по этой ссылке уже установлен. Войдите в систему со своим логином и паролем.',
  'mail.account_created.subject': 'Заявка одобрена: задайте пароль для входа',
  'mail.account_created.body':
    'Здравствуйте, {{name}}!\n\nВаша заявка на участие в отборе экспертов одобрена. Для вас создана учётная запись.\nЛогин: {{username}}\n\nЗадайте пароль по ссылке (она действует {{hours}} часа и только один раз):\n{{link}}',
} as const;

export type MessageKey = keyof typeof ru;

const kk: Record<MessageKey, string> = {
  'auth.invalid_credentials': 'Қате логин немесе құпия сөз',
  'auth.too_many_attempts': 'Сәтсіз кіру әрекеттері тым көп. {{minutes}} минуттан кейін қайталаңыз.',
  'auth.not_authenticated': 'Тіркелгі деректері берілмеген.',
  'auth.token_invalid': 'Токен жарамсыз немесе оның мерзімі өтіп кеткен.',
  'auth.token_reused':
    'Бұл жаңарту токені бұрын пайдаланылған. Осы кірудің барлық сеанстары аяқталды — қайта кіріңіз.',
  'auth.user_inactive': 'Есептік жазба өшірілген.',
  'auth.forbidden': 'Бұл әрекетті орындауға құқығыңыз жеткіліксіз.',
  'http.not_found': 'Табылмады.',
  'http.bad_request': 'Сұрау дұрыс емес.',
  'http.conflict': 'Әрекет ағымдағы күйге сәйкес келмейді.',
  'http.too_large': 'Файлдар тым үлкен. Оларды сығыңыз немесе бір-бірден жүктеңіз.',
  'http.body_too_large': 'Сұрау тым үлкен.',
  'http.bad_json': 'Сұрау денесі дұрыс JSON емес.',
  'http.server_error': 'Сервердің ішкі қатесі. Кейінірек қайталап көріңіз.',
  'http.unavailable': 'Қызмет уақытша қолжетімсіз. Кейінірек қайталап көріңіз.',
  'validation.required': 'Міндетті өріс.',
  'validation.invalid': 'Мән дұрыс емес.',
  'validation.unknown_field': 'Бұл өрісті өзгертуге болмайды.',
  'validation.unique': 'Мұндай мәні бар жазба бұрыннан бар.',
  'validation.iin_digits': 'ЖСН 12 цифрдан тұруы керек.',
  'validation.integer': 'Бүтін сан енгізіңіз.',
  'validation.too_long': 'Мән тым ұзын.',
  'validation.too_short': 'Мән тым қысқа.',
  'validation.too_large': 'Мән тым үлкен.',
  'validation.too_small': 'Мән тым кіші.',
  'validation.wrong_type': 'Мән түрі дұрыс емес.',
  'validation.date': 'Бар күнді ЖЖЖЖ-АА-КК пішімінде көрсетіңіз.',
  'validation.control_chars': 'Мәтінде рұқсат етілмеген басқару таңбалары бар.',
  'profile.locked': 'Профиль толық толтырылған, деректерді өзгертуге болмайды.',
  'question.both_languages': 'Сұрақ мәтінін екі тілде де енгізіңіз (RU және KZ).',
  'question.two_options': 'Кемінде екі жауап нұсқасын қосыңыз (екі тілде де толтырылуы керек).',
  'question.one_correct': 'Кемінде бір дұрыс нұсқаны белгілеңіз.',
  'pre_course_test.not_open': 'Тесттер қазір қолжетімсіз: бұл кезең сіз үшін жабық.',
  'pre_course_test.already_started': 'Бұл тест басталған немесе тапсырылған: тек бір әрекет беріледі.',
  'pre_course_test.not_started': 'Алдымен тестті бастаңыз.',
  'pre_course_test.finished': 'Тест аяқталған: жауаптар енді қабылданбайды.',
  'pre_course_test.time_over':
    'Тест уақыты аяқталды: жауаптар енді қабылданбайды. Сақталған жауаптар автоматты түрде тексеріледі.',
  'pre_course_test.wrong_question': 'Бұл сұрақ тестте жоқ.',
  'pre_course_test.wrong_answer': 'Таңдалған нұсқа бұл сұраққа жатпайды.',
  'pre_course_test.no_result': 'Нәтиже әлі жоқ: тест аяқталмаған.',
  'file.required': 'Файлды таңдаңыз.',
  'file.image_type': 'Суреттің рұқсат етілген пішімдері: jpg, jpeg, png.',
  'file.too_large': 'Файл тым үлкен ({{mb}} МБ-тан аспауы керек).',
  'reference.in_use': 'Бұл элемент пайдаланылып жатыр, оны жоюға болмайды.',
  'workflow.event_not_allowed': '«{{event}}» әрекеті ағымдағы күйде қолжетімсіз.',
  'workflow.idempotency_key_reused':
    'Бұл идемпотенттілік кілті басқа әрекет үшін қолданылған. Жаңа әрекетті жаңа кілтпен жіберіңіз.',
  'registration.name': 'Аты-жөніңізді көрсетіңіз.',
  'registration.id_number': 'Жеке куәлік нөмірі 9 цифрдан тұруы керек.',
  'registration.address': 'Мекенжайды көрсетіңіз.',
  'registration.iin': 'ЖСН 12 цифрдан тұруы керек.',
  'registration.iin_check_digit': 'ЖСН жарамсыз: бақылау цифры сәйкес келмейді. Нөмірді тексеріңіз.',
  'registration.email': 'Email-ді name@example.kz пішімінде көрсетіңіз.',
  'registration.phone': 'Телефон нөмірі 10 цифрдан тұруы керек.',
  'registration.identity_doc': 'Жеке куәлікті жүктеңіз.',
  'registration.bank': 'Банкті көрсетіңіз.',
  'registration.iik': 'ЖСК-ны көрсетіңіз.',
  'registration.iik_format': 'ЖСК — қазақстандық IBAN: KZ және тағы 18 әріп немесе цифр.',
  'registration.iik_check_digits': 'ЖСК жарамсыз: IBAN бақылау цифрлары сәйкес келмейді. Нөмірді тексеріңіз.',
  'registration.teacher_category': 'Педагог санатын таңдаңыз.',
  'registration.language': 'Сабақ беру тілін таңдаңыз.',
  'registration.language_learn': 'Курста оқу тілін таңдаңыз.',
  'registration.workplace': 'Жұмыс орнын көрсетіңіз.',
  'registration.subject': 'Пәнді таңдаңыз.',
  'registration.subject2_same': 'Екінші пән негізгі пәнмен бірдей болмауы керек.',
  'registration.education_level': 'Білім деңгейін таңдаңыз.',
  'registration.academic_degree_certificate': 'Ғылыми дәреже туралы құжатты жүктеңіз.',
  'registration.file_type': 'Рұқсат етілген файл пішімдері: pdf, jpg, jpeg, png.',
  'registration.file_content': 'Файлдың мазмұны оның кеңейтіміне сәйкес келмейді (pdf, jpg, jpeg, png).',
  'registration.unknown_reference': 'Таңдалған мән анықтамалықта жоқ.',
  'application.duplicate_waiting': 'Осы ЖСН бойынша өтінім бұрыннан берілген және қаралуды күтуде.',
  'application.unexpected_field': 'Өтінімде мұндай өріс қабылданбайды.',
  'application.file_single': 'Бұл өріске тек бір файл жүктеуге болады.',
  'application.reason_required': 'Бас тарту себебін таңдаңыз',
  // A Kazakh noun after a number keeps its singular form: one text serves every count.
  'application.bulk_reason_missing': 'Таңдалған {{count}} өтінімде бас тарту себебі жоқ.',
  'application.bulk_reason_missing_one': 'Таңдалған {{count}} өтінімде бас тарту себебі жоқ.',
  'application.bulk_reason_missing_few': 'Таңдалған {{count}} өтінімде бас тарту себебі жоқ.',
  'application.bulk_reason_missing_many': 'Таңдалған {{count}} өтінімде бас тарту себебі жоқ.',
  'application.unknown_reason': 'Мұндай бас тарту себебі тізімде жоқ.',
  'application.sign_forbidden': 'Қол қоюға құқығыңыз жеткіліксіз.',
  'application.unknown_role': 'Рөлді таңдаңыз: үміткер немесе тікелей қабылдау.',
  'contact.name_too_long': 'Аты-жөніңіз 150 таңбадан аспауы керек.',
  'contact.email': 'Электрондық пошта мекенжайын name@example.kz пішімінде көрсетіңіз.',
  'contact.message_too_short': 'Хабарлама тым қысқа: кемінде 10 таңба жазыңыз.',
  'contact.message_too_long': 'Хабарлама тым ұзын: 3000 таңбадан аспауы керек.',
  'contact.too_many_messages':
    'Сіздің мекенжайыңыздан хабарлама тым көп. {{minutes}} минуттан кейін қайталаңыз.',
  'application.too_many_requests':
    'Сіздің мекенжайыңыздан өтінім тым көп. {{minutes}} минуттан кейін қайталаңыз.',
  'password_setup.too_short': 'Құпия сөз кемінде 8 таңбадан тұруы керек.',
  'password_setup.mismatch': 'Құпия сөздер сәйкес келмейді.',
  'password_setup.not_found': 'Құпия сөз орнату сілтемесі табылмады. Хаттағы мекенжайды тексеріңіз.',
  'password_setup.expired':
    'Сілтеменің мерзімі өтіп кетті (ол 72 сағат жарамды). Жаңа сілтеме алу үшін әкімшіге хабарласыңыз.',
  'password_setup.used':
    'Бұл сілтеме арқылы құпия сөз бұрын орнатылған. Логиніңіз бен құпия сөзіңізбен кіріңіз.',
  'mail.account_created.subject': 'Өтінім мақұлданды: кіру үшін құпия сөз орнатыңыз',
  'mail.account_created.body':
    'Сәлеметсіз бе, {{name}}!\n\nСарапшыларды іріктеуге қатысу туралы өтініміңіз мақұлданды. Сізге есептік жазба ашылды.\nЛогин: {{username}}\n\nҚұпия сөзді мына сілтеме арқылы орнатыңыз (ол {{hours}} сағат бойы және бір рет қана жарамды):\n{{link}}',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { ru, kk };

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && key in ru;
}

/**
 * The key to read for `count`: `key_one`, `key_few`… by the language's plural rules where the catalogue has
 * that form, as i18next resolves the same keys in the web app; otherwise the key itself.
 */
function pluralKey(language: Language, key: MessageKey, count: unknown): MessageKey {
  if (typeof count !== 'number') return key;
  const form = `${key}_${new Intl.PluralRules(language).select(count)}`;
  return isMessageKey(form) ? form : key;
}

/** Translates a message key, filling `{{name}}` placeholders; unknown keys read as a generic invalid value. */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key)
    ? MESSAGES[language][pluralKey(language, key, params.count)]
    : MESSAGES[language]['validation.invalid'];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
