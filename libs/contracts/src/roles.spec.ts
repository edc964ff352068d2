import { homePathForRole, normalizeRole, ROLES } from './roles';

describe('normalizeRole', () => {
  it.each([
    ['admin', 'admin'],
    ['Administrator', 'admin'],
    ['  АДМИН ', 'admin'],
    ['заместитель', 'deputy'],
    ['Deputy_Director', 'deputy'],
    ['зам', 'deputy'],
    ['сотрудник', 'staff'],
    ['эксперт', 'expert'],
    ['прямое зачисление', 'direct_enroll'],
    ['direct_enroll', 'direct_enroll'],
    ['Direct-Enroll', 'direct_enroll'],
    ['кандидат', 'user'],
    ['директор', 'director'],
    ['analyst', 'analyst'],
  ])('reads %j as %s', (raw, role) => {
    expect(normalizeRole(raw)).toBe(role);
  });

  it('reads unknown text and non-strings as user', () => {
    expect(normalizeRole('superhero')).toBe('user');
    expect(normalizeRole(undefined)).toBe('user');
    expect(normalizeRole(42)).toBe('user');
  });

  it('keeps every canonical role as it is', () => {
    for (const role of ROLES) expect(normalizeRole(role)).toBe(role);
  });
});

describe('homePathForRole', () => {
  it('sends each role to its area', () => {
    expect(homePathForRole('admin')).toBe('/admin');
    expect(homePathForRole('director')).toBe('/director');
    expect(homePathForRole('deputy')).toBe('/deputy');
    expect(homePathForRole('staff')).toBe('/staff');
    expect(homePathForRole('analyst')).toBe('/analyst');
    expect(homePathForRole('expert')).toBe('/user');
    expect(homePathForRole('direct_enroll')).toBe('/user');
    expect(homePathForRole('user')).toBe('/user');
    expect(homePathForRole('unknown')).toBe('/');
  });
});
