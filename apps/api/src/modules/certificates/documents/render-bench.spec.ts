import { renderInLoop } from './render-bench';

describe('certificate render loop', () => {
  it('renders the same certificate the asked number of times and reports the rate', async () => {
    const result = await renderInLoop(
      {
        language: 'ru',
        full_name: 'Иванова Анна Сергеевна',
        serial_number: 'EP-2026-000001',
        act_number: '1-П',
        course_title: 'Экспертиза учебников',
        academic_hours: 36,
        education_type: 'очная',
        organizations: ['НАО «Национальная академия образования им. Ы. Алтынсарина»'],
        start_date: '2026-11-22',
        expiration_date: '2029-11-22',
        verify_url: 'https://portal.example.kz/certificates/00000000-0000-4000-8000-000000000001',
      },
      2,
    );
    expect(result.count).toBe(2);
    expect(result.seconds).toBeGreaterThan(0);
    expect(result.perSecond).toBeCloseTo(2 / result.seconds);
    expect(result.bytes).toBeGreaterThan(5_000);
  }, 60_000);
});
