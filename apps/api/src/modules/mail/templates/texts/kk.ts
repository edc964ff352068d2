import type { MailStage } from '../mail-params';
import type { MailTexts } from '../mail-content';

const STAGES: Record<MailStage, string> = {
  tests: 'Тестілеу',
  interview: 'Әңгімелесу',
  essay: 'Эссе',
  theory: 'Теориялық курс',
  practice: 'Практика',
};

const CANDIDATE = 'Бұл хат сізге Сарапшылар порталындағы сарапшыларды іріктеуге қатысқаныңыз үшін жіберілді.';
const APPLICANT = 'Бұл хат сізге Сарапшылар порталына өтінім бергеніңіз үшін жіберілді.';
const ACCOUNT = 'Бұл хат сізге Сарапшылар порталында есептік жазбаңыз болғандықтан жіберілді.';

const result = (passed: boolean) => (passed ? 'өтті' : 'өтпеді');

/** The Kazakh mails. */
export const kk: MailTexts = {
  portal: 'Сарапшылар порталы',
  greeting: (name) => `Сәлеметсіз бе, ${name}!`,
  linkHint: 'Батырма ашылмаса, сілтемені браузердің мекенжай жолына көшіріңіз:',
  automatic: 'Хат автоматты түрде жіберілді, оған жауап берудің қажеті жоқ.',
  interviewTitle: 'Әңгімелесу',
  kinds: {
    application_received: (p, f) => ({
      subject: `№ ${p.number} өтінім қабылданды`,
      preheader: 'Сарапшыларды іріктеуге қатысу туралы өтініміңізді алдық.',
      paragraphs: [
        'Сарапшыларды іріктеуге қатысу туралы өтініміңізді алдық.',
        'Әрі қарай: өтінімді қызметкер тексереді, содан кейін оны директордың орынбасары қарайды. Шешім туралы осы мекенжайға хат жібереміз. Өтінім мақұлданса, логин (сіздің ЖСН) және құпия сөз орнататын сілтеме аласыз.',
      ],
      facts: [
        { label: 'Өтінім нөмірі', value: `№ ${p.number}` },
        { label: 'Берілген күні', value: f.date(p.submitted_at) },
      ],
      reason: APPLICANT,
    }),
    application_already_waiting: () => ({
      subject: 'Осы ЖСН бойынша өтінім қаралуды күтуде',
      preheader: 'Жаңа өтінім тіркелмеді: осы ЖСН бойынша өтінім қаралуды күтуде.',
      paragraphs: [
        'Осы мекенжайдан сарапшыларды іріктеуге қатысуға өтінім жіберілді, бірақ онда көрсетілген ЖСН бойынша өтінім бұрын берілген және қаралуды күтуде. Жаңа өтінім тіркелмеді: бірінші өтінім бойынша шешім шықпайынша, сол ЖСН-ге екінші өтінім қабылданбайды.',
        'Берілген өтінім бойынша шешім туралы онда көрсетілген мекенжайға хат жібереміз. Шешім теріс болса, жаңа өтінім бере аласыз.',
      ],
      notes: [
        'Егер сіз бұл ЖСН-мен өтінім бермеген болсаңыз, порталдың қолдау қызметіне жазыңыз: оның мекенжайы мен телефоны басты бетте көрсетілген.',
      ],
      reason: APPLICANT,
    }),
    application_refused: (p) => ({
      subject: `№ ${p.number} өтінім қабылданбады`,
      preheader: 'Сарапшыларды іріктеуге қатысу туралы өтініміңіз қабылданбады.',
      paragraphs: [
        p.by === 'staff'
          ? 'Сарапшыларды іріктеуге қатысу туралы өтініміңізді тексерген қызметкер оны қабылдамады.'
          : 'Директордың орынбасары сарапшыларды іріктеуге қатысу туралы өтініміңізді қарап, оны қабылдамады.',
        'Себепте көрсетілгенді түзетіп, жаңа өтінім бере аласыз.',
      ],
      facts: [
        { label: 'Өтінім нөмірі', value: `№ ${p.number}` },
        { label: 'Себебі', value: p.reason },
      ],
      reason: APPLICANT,
    }),
    password_setup: (p) => ({
      subject: 'Өтінім мақұлданды: кіру үшін құпия сөз орнатыңыз',
      preheader: 'Өтініміңіз мақұлданды. Сарапшылар порталына кіру үшін құпия сөз орнатыңыз.',
      paragraphs: [
        'Сарапшыларды іріктеуге қатысу туралы өтініміңіз мақұлданды. Сіз үшін есептік жазба жасалды.',
        'Әрі қарай: құпия сөз орнатып, порталға кіріңіз. Сізді төрт тест күтіп тұр; олар «Тесттер» бөлімінде ашық.',
      ],
      facts: [{ label: 'Логин', value: p.username }],
      action: { label: 'Құпия сөз орнату', url: p.link },
      notes: [`Сілтеме ${p.hours} сағат бойы және тек бір рет жарамды.`],
      reason: APPLICANT,
    }),
    stage_opened: (p) => ({
      subject: `«${STAGES[p.stage]}» кезеңі ашылды`,
      preheader: `Сіз үшін «${STAGES[p.stage]}» кезеңі ашылды.`,
      paragraphs: [`Сіз үшін «${STAGES[p.stage]}» кезеңі ашылды. Оған Сарапшылар порталында өтіңіз.`],
      action: { label: 'Кезеңге өту', url: p.link },
      reason: CANDIDATE,
    }),
    test_result: (p, f) => ({
      subject: `«${p.test}» тестінің нәтижесі: ${result(p.passed)}`,
      preheader: `«${p.test}» тесті аяқталды: 100-ден ${f.number(p.score)}.`,
      paragraphs: [
        p.timed_out
          ? `«${p.test}» тестінің уақыты бітті, тест аяқталды: уақыт біткенге дейін сақталған жауаптар есепке алынды.`
          : `«${p.test}» тесті аяқталды.`,
        p.passed
          ? 'Тест тапсырылды. Төрт тесттің бәрі тапсырылғанда келесі кезең ашылады.'
          : 'Тест тапсырылмады. Қайта тапсыру тағайындалса, бұл туралы хат жібереміз.',
      ],
      facts: [
        { label: 'Нәтиже', value: `100-ден ${f.number(p.score)}` },
        { label: 'Өту балы', value: f.number(p.threshold) },
        { label: 'Қорытынды', value: result(p.passed) },
      ],
      action: { label: 'Тесттерді ашу', url: p.link },
      reason: CANDIDATE,
    }),
    retake_granted: (p) => ({
      subject: `Қайта тапсыру: «${STAGES[p.stage]}» кезеңі`,
      preheader: `Сізге «${STAGES[p.stage]}» кезеңін қайта тапсыруға рұқсат берілді.`,
      paragraphs: [
        p.stage === 'tests'
          ? 'Сізге қайта тапсыруға рұқсат берілді: тапсырылмаған тесттер қайта ашылды. Әр тестке бір әрекет беріледі, уақыты шектеулі.'
          : `Сізге «${STAGES[p.stage]}» кезеңін қайта тапсыруға рұқсат берілді. Кезең сіз үшін қайта ашылды.`,
      ],
      action: { label: 'Кезеңге өту', url: p.link },
      reason: CANDIDATE,
    }),
    interview_scheduled: (p, f) => ({
      subject: `Әңгімелесу: ${f.dateTime(p.starts_at)}`,
      preheader: `Сіз ${f.dateTime(p.starts_at)} әңгімелесуге шақырыласыз.`,
      paragraphs: [
        'Сіз әңгімелесуге шақырыласыз. Шақыру хатқа тіркелген: кездесуді күнтізбеге қосу үшін оны ашыңыз.',
      ],
      facts: [
        { label: 'Күні мен уақыты', value: f.dateTime(p.starts_at) },
        { label: 'Ұзақтығы', value: `${p.duration_minutes} мин` },
      ],
      action: p.meeting_url ? { label: 'Кездесу сілтемесі', url: p.meeting_url } : undefined,
      notes: p.meeting_url ? [] : ['Кездесу сілтемесін бөлек жібереміз.'],
      reason: CANDIDATE,
    }),
    interview_changed: (p, f) => ({
      subject: `Әңгімелесу ауыстырылды: ${f.dateTime(p.starts_at)}`,
      preheader: `Әңгімелесу енді ${f.dateTime(p.starts_at)} өтеді.`,
      paragraphs: [
        'Әңгімелесудің уақыты немесе сілтемесі өзгерді. Жаңартылған шақыру тіркелген: оны ашсаңыз, күнтізбедегі кездесу өзгереді.',
      ],
      facts: [
        { label: 'Жаңа күні мен уақыты', value: f.dateTime(p.starts_at) },
        { label: 'Ұзақтығы', value: `${p.duration_minutes} мин` },
      ],
      action: p.meeting_url ? { label: 'Кездесу сілтемесі', url: p.meeting_url } : undefined,
      reason: CANDIDATE,
    }),
    interview_cancelled: (p, f) => ({
      subject: 'Әңгімелесу болмайды',
      preheader: `${f.dateTime(p.starts_at)} әңгімелесу тоқтатылды.`,
      paragraphs: [
        `${f.dateTime(p.starts_at)} белгіленген әңгімелесу тоқтатылды. Жаңа уақыты туралы хат жібереміз.`,
      ],
      reason: CANDIDATE,
    }),
    interview_graded: (p, f) => ({
      subject: `Әңгімелесу: ${result(p.passed)}`,
      preheader: `Әңгімелесу бағасы: ${f.number(p.grade)}.`,
      paragraphs: [
        p.passed
          ? 'Әңгімелесуден өттіңіз. Келесі кезең — эссе: ол сіз үшін ашық.'
          : 'Әңгімелесуден өтпедіңіз. Іріктеуге қатысқаныңыз үшін рахмет.',
      ],
      facts: [
        { label: 'Баға', value: f.number(p.grade) },
        { label: 'Қорытынды', value: result(p.passed) },
      ],
      action: { label: 'Порталды ашу', url: p.link },
      reason: CANDIDATE,
    }),
    essay_graded: (p, f) => ({
      subject: `Эссе: ${result(p.passed)}`,
      preheader: `Эссе бағасы: ${f.number(p.grade)}.`,
      paragraphs: [
        p.passed
          ? 'Эссе қабылданды. Келесі кезең — теориялық курс: курсқа қабылдау туралы хат жібереміз.'
          : 'Эссе қабылданбады. Іріктеуге қатысқаныңыз үшін рахмет.',
      ],
      facts: [
        { label: 'Баға', value: f.number(p.grade) },
        { label: 'Қорытынды', value: result(p.passed) },
      ],
      action: { label: 'Порталды ашу', url: p.link },
      reason: CANDIDATE,
    }),
    practice_graded: (p, f) => ({
      subject: `«${p.course}» курсы бойынша практика: ${result(p.passed)}`,
      preheader: `Практика бағасы: ${f.number(p.grade)}.`,
      paragraphs: [
        p.passed
          ? 'Практикадан өттіңіз. Келесі қадам — сертификат беру туралы бұйрық: оған директордың орынбасары мен директор қол қояды, содан кейін сертификат сізге хатпен келеді.'
          : 'Практикадан өтпедіңіз.',
      ],
      facts: [
        { label: 'Курс', value: p.course },
        { label: 'Баға', value: f.number(p.grade) },
        { label: 'Қорытынды', value: result(p.passed) },
      ],
      action: { label: 'Практиканы ашу', url: p.link },
      reason: CANDIDATE,
    }),
    course_enrolled: (p, f) => ({
      subject: `Сіз «${p.course}» курсына қабылдандыңыз`,
      preheader: `Сіз «${p.course}» курсына қабылдандыңыз.`,
      paragraphs: [
        `Сіз «${p.course}» курсына қабылдандыңыз. Сабақтар мен олардың тесттері «Курстар» бөлімінде ашық; теориядан кейін практика ашылады.`,
      ],
      facts: [
        { label: 'Курс', value: p.course },
        { label: 'Қабылданған күні', value: f.date(p.enrolled_at) },
        ...(p.months ? [{ label: 'Ұзақтығы', value: `${f.number(p.months)} ай` }] : []),
        ...(p.academic_hours ? [{ label: 'Академиялық сағат', value: f.number(p.academic_hours) }] : []),
      ],
      action: { label: 'Курсты ашу', url: p.link },
      reason: CANDIDATE,
    }),
    certificate_issued: (p) => ({
      subject: `№ ${p.number} сертификат берілді`,
      preheader: `Сізге № ${p.number} сарапшы сертификаты берілді.`,
      paragraphs: [
        `Құттықтаймыз! Сізге «${p.course}» курсы бойынша сарапшы сертификаты берілді.`,
        'Сертификаттың түпнұсқалығын кез келген адам оның жария бетінде тексере алады.',
      ],
      facts: [
        { label: 'Нөмірі', value: p.number },
        { label: 'Курс', value: p.course },
        { label: 'Жария беті', value: p.public_url },
      ],
      action: { label: 'Сертификатты жүктеу (PDF)', url: p.pdf_url },
      reason: CANDIDATE,
    }),
    certificate_revoked: (p) => ({
      subject: `№ ${p.number} сертификат кері қайтарылды`,
      preheader: `Сіздің № ${p.number} сертификатыңыз кері қайтарылды.`,
      paragraphs: [
        `«${p.course}» курсы бойынша № ${p.number} сарапшы сертификатыңыз кері қайтарылды. Оның жария бетінде енді сертификаттың жарамсыз екені көрсетіледі.`,
      ],
      facts: [
        { label: 'Нөмірі', value: p.number },
        { label: 'Себебі', value: p.reason },
      ],
      reason: CANDIDATE,
    }),
    invitation: (p) => ({
      subject: 'Сарапшылар порталына шақыру: құпия сөз орнатыңыз',
      preheader: 'Сіз үшін Сарапшылар порталында есептік жазба жасалды.',
      paragraphs: ['Сіз үшін Сарапшылар порталында есептік жазба жасалды.'],
      facts: [{ label: 'Логин', value: p.username }],
      action: { label: 'Құпия сөз орнату', url: p.link },
      notes: [`Сілтеме ${p.hours} сағат бойы және тек бір рет жарамды.`],
      reason: ACCOUNT,
    }),
    password_reset: (p) => ({
      subject: 'Сарапшылар порталында құпия сөзді қалпына келтіру',
      preheader: 'Есептік жазбаңыз үшін құпия сөзді қалпына келтіру сұралды.',
      paragraphs: [
        `Есептік жазбаңыз (логин: ${p.username}) үшін құпия сөзді қалпына келтіру сұралды. Жаңа құпия сөз орнату үшін сілтемені ашыңыз.`,
      ],
      action: { label: 'Жаңа құпия сөз орнату', url: p.link },
      notes: [
        `Сілтеме ${p.hours} сағат бойы және тек бір рет жарамды.`,
        'Егер сіз қалпына келтіруді сұрамаған болсаңыз, бұл хатты елемеңіз: құпия сөз өзгермейді.',
      ],
      reason: ACCOUNT,
    }),
    password_changed: (p, f) => ({
      subject: 'Құпия сөз өзгертілді',
      preheader: 'Есептік жазбаңыздың құпия сөзі өзгертілді.',
      paragraphs: [
        `Сарапшылар порталындағы есептік жазбаңыздың (логин: ${p.username}) құпия сөзі өзгертілді. Басқа барлық кіру сеанстары аяқталды.`,
      ],
      notes: [
        'Егер бұны сіз жасамасаңыз, кіру бетіндегі «Құпия сөзді ұмыттыңыз ба?» сілтемесі арқылы құпия сөзді дереу қалпына келтіріп, әкімшіге хабарлаңыз.',
      ],
      action: { label: 'Құпия сөзді қалпына келтіру', url: f.url('/forgot-password') },
      reason: ACCOUNT,
    }),
    mfa_reset: (p, f) => ({
      subject: 'Кірудің екінші факторы қалпына келтірілді',
      preheader: 'Әкімші есептік жазбаңыздың екінші факторын қалпына келтірді.',
      paragraphs: [
        `Әкімші есептік жазбаңыздың (логин: ${p.username}) кірудің екінші факторын қалпына келтірді.`,
        'Келесі кіргенде, егер рөліңізге қажет болса, портал аутентификатор қосымшасын қайта қосуды сұрайды.',
      ],
      notes: ['Егер сіз мұны сұрамаған болсаңыз, әкімшіге дереу хабарлаңыз.'],
      action: { label: 'Кіру', url: f.url('/login') },
      reason: ACCOUNT,
    }),
  },
};
