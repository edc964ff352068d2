import type { MailKind } from '@expert-portal/contracts';
import type { InterviewParams, MailParams } from './mail-params';

/** An interview on a weekday morning, Astana time. */
function interview(base: string, sequence: number, startsAt: string): InterviewParams {
  return {
    name: 'Сейітқали Айгерім',
    starts_at: new Date(startsAt),
    duration_minutes: 30,
    meeting_url: 'https://meet.example.kz/expert-interview-42',
    uid: `interview-42-user-7@${new URL(base).host}`,
    sequence,
  };
}

/** Example data for every kind of mail, as the catalogue shows them (links on the portal's own address). */
export function mailExamples(base: string): { [K in MailKind]: MailParams[K] } {
  const name = 'Сейітқали Айгерім';
  return {
    application_received: { name, number: 1284, submitted_at: new Date('2026-11-30T06:15:00Z') },
    application_already_waiting: { name },
    application_refused: {
      name,
      number: 1284,
      by: 'staff',
      reason: 'Диплом о высшем образовании не читается: загрузите скан целиком, с печатью.',
    },
    password_setup: { name, username: '880505300123', link: `${base}/set-password/EXAMPLE-TOKEN`, hours: 72 },
    stage_opened: { name, stage: 'interview', link: `${base}/user/interview` },
    test_result: {
      name,
      test: 'Педагогика',
      score: 78.5,
      threshold: 60,
      passed: true,
      timed_out: true,
      link: `${base}/user/tests`,
    },
    retake_granted: { name, stage: 'tests', link: `${base}/user/tests` },
    interview_scheduled: interview(base, 0, '2026-12-10T04:30:00Z'),
    interview_changed: interview(base, 1, '2026-12-11T05:00:00Z'),
    interview_cancelled: interview(base, 2, '2026-12-11T05:00:00Z'),
    interview_graded: { name, grade: 84, passed: true, link: `${base}/user/essay` },
    essay_graded: { name, grade: 71, passed: true, link: `${base}/user/essay` },
    practice_graded: {
      name,
      grade: 90,
      passed: true,
      course: 'Оценивание учебных достижений',
      link: `${base}/user/practice`,
    },
    course_enrolled: {
      name,
      course: 'Оценивание учебных достижений',
      enrolled_at: new Date('2027-01-11T04:00:00Z'),
      months: 3,
      academic_hours: 72,
      link: `${base}/user/courses`,
    },
    certificate_issued: {
      name,
      number: 'ЭП-2026-000128',
      course: 'Оценивание учебных достижений',
      public_url: `${base}/certificates/5f0c2b9e-41d7-4c3a-9a51-8e2f6b1d0c42`,
      pdf_url: `${base}/api/v1/certificates/128/pdf/`,
    },
    certificate_revoked: {
      name,
      number: 'ЭП-2026-000128',
      course: 'Оценивание учебных достижений',
      reason: 'Выдан по ошибке: практика не была завершена.',
    },
    invitation: {
      name: 'Омаров Данияр',
      username: 'd.omarov',
      link: `${base}/set-password/EXAMPLE-TOKEN`,
      hours: 72,
    },
    password_reset: {
      name,
      username: '880505300123',
      link: `${base}/reset-password/EXAMPLE-TOKEN`,
      hours: 1,
    },
    password_changed: { name, username: '880505300123' },
    mfa_reset: { name: 'Омаров Данияр', username: 'd.omarov' },
    erasure_granted: {
      name,
      reason: 'Заявитель отозвал согласие на обработку данных.',
      kept_register: false,
    },
    erasure_refused: {
      name,
      reason: 'Идёт подписание приказа о выдаче вашего сертификата: повторите запрос после его подписания.',
    },
  };
}
