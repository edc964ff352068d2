import { formatPhone, formatPhoneInput } from './phone';

describe('the phone filter mask', () => {
  it.each([
    ['8701', '+7 (701)'],
    ['87012345678', '+7 (701) 234-56-78'],
    ['+7 701 234 56 78 99', '+7 (701) 234-56-78'],
    ['7012', '+7 (012)'],
    ['9012', '+7 (901) 2'],
    ['7', '+7'],
    ['', ''],
  ])('shows %p as %p', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('deletes a digit when a mask character is deleted', () => {
    expect(formatPhoneInput('+7 (701) 234-', '+7 (701) 234-5')).toBe('+7 (701) 234');
    expect(formatPhoneInput('+7 (701', '+7 (701)')).toBe('+7 (70');
  });
});

describe('a phone as people read it', () => {
  it.each([
    ['+77011234567', '+7 (701) 123-45-67'],
    ['7011234567', '+7 (701) 123-45-67'],
    ['87011234567', '+7 (701) 123-45-67'],
    ['+7 (701) 123-45-67', '+7 (701) 123-45-67'],
    ['12345', '12345'],
    ['+49 30 1234567', '+49 30 1234567'],
  ])('shows %p as %p', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
