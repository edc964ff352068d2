import { i18n } from '@/shared/i18n/i18n';
import { formatDuration } from './duration';

beforeAll(() => i18n.loadLanguages(['ru', 'kk']));

const inRussian = (seconds: number) => formatDuration(seconds, i18n.getFixedT('ru', 'workflow-analytics'));
const inKazakh = (seconds: number) => formatDuration(seconds, i18n.getFixedT('kk', 'workflow-analytics'));

it('says a length of time in its two largest units, in Russian and Kazakh', () => {
  const stay = 3 * 86_400 + 4 * 3_600 + 25 * 60;
  expect(inRussian(stay)).toBe('3 д 4 ч');
  expect(inKazakh(stay)).toBe('3 к 4 сағ');
  expect(inRussian(5 * 3_600 + 20 * 60 + 9)).toBe('5 ч 20 мин');
  expect(inKazakh(5 * 3_600 + 20 * 60)).toBe('5 сағ 20 мин');
  expect(inRussian(12 * 60 + 59)).toBe('12 мин');
  expect(inKazakh(40)).toBe('40 сек');
  expect(inRussian(40.4)).toBe('40 с');
});

it('leaves out a zero second unit and never goes below zero', () => {
  expect(inRussian(2 * 86_400 + 59)).toBe('2 д');
  expect(inRussian(3_600)).toBe('1 ч');
  expect(inRussian(-5)).toBe('0 с');
});
