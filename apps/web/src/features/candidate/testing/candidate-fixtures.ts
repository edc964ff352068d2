import {
  candidatePipelineKey,
  type CandidatePipelineProjection,
  type PipelineTestResult,
} from '@expert-portal/machines';
import type { ProfileDto } from '@expert-portal/contracts';
import type { PipelineView } from '@/shared/api/candidate-pipeline';
import { candidateProjection } from '@/testing/candidate-pipeline';

/** A candidate's profile as GET /api/v1/users/profile/ answers it; address, IIK and bank still missing. */
export function candidateProfile(change: Partial<ProfileDto> = {}): ProfileDto {
  return {
    id: 12,
    username: '850515400181',
    name: 'Касымов Марат',
    first_name: 'Марат',
    last_name: 'Касымов',
    email: 'marat@example.kz',
    phone: '+77011234567',
    workplace: 'Школа-лицей № 12, Астана',
    id_number: '012345678',
    iin: '850515400181',
    iik: null,
    bank: null,
    address: null,
    image: null,
    role: 'user',
    expertized_date: null,
    application: 31,
    date_joined: '2026-09-01T08:00:00.000Z',
    education: {
      education_level: { id: 6, name_ru: 'Высшее', name_kk: 'Жоғары' },
      level: 'Жоғары білім беру',
      subject: { id: 3, name_ru: 'Физика', name_kk: 'Физика' },
      subject2: null,
      teacher_category: { id: 1, name_ru: 'Педагог-исследователь', name_kk: 'Педагог-зерттеуші' },
      academic_status: false,
    },
    // The application was sent in Russian, and no other language picked.
    mail_language: 'ru',
    ...change,
  };
}

/** GET /api/v1/workflows/candidatePipeline/mine/ with the given projection (tests open by default). */
export function pipelineView(projection: Partial<CandidatePipelineProjection> = {}): PipelineView {
  const full = candidateProjection(projection);
  return {
    id: '41',
    machine: 'candidatePipeline',
    version: 1,
    business_key: candidatePipelineKey(full.user_id),
    owner_user_id: 12,
    status: 'active',
    state: full.position,
    state_path: full.position,
    tags: full.position === 'failed' ? ['pipeline:failed'] : [`stage:${full.position}:open`],
    context: {},
    projection: full,
    revision: 3,
    allowed_events: [],
    created_at: '2026-09-01T08:00:00.000Z',
    updated_at: '2026-09-05T10:30:00.000Z',
  };
}

/** A finished pre-course test of the projection, with its score and pass mark. */
export function testResult(
  result: Pick<PipelineTestResult, 'test_id' | 'score' | 'threshold'>,
): PipelineTestResult {
  const passed = result.score !== null && result.score >= result.threshold;
  return {
    status: passed ? 'passed' : 'failed',
    expired: false,
    started_at: '2026-09-03T08:00:00.000Z',
    deadline_at: '2026-09-03T09:00:00.000Z',
    finished_at: '2026-09-03T08:40:00.000Z',
    ...result,
  };
}
