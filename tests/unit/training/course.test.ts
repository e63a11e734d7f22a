import { describe, expect, it } from 'vitest';
import { courseBookingUrl, courseLevelLabel, formatCourseDuration, formatRefreshLength, formatRefreshPeriod } from '@/domain/training/course';
import { JOB_ROLES, jobRoleLabel, requiredCourseIds } from '@/domain/training/jobRoles';
import { DEFAULT_ROLE_REQUIREMENTS } from '../../mocks/api/backend-reference/training';

describe('course facts as people read them', () => {
  it.each([
    { duration: { amount: 1, unit: 'hours' as const }, text: '1 hour' },
    { duration: { amount: 3, unit: 'hours' as const }, text: '3 hours' },
    { duration: { amount: 0.5, unit: 'days' as const }, text: 'Half a day' },
    { duration: { amount: 1, unit: 'days' as const }, text: '1 day' },
    { duration: { amount: 3, unit: 'days' as const }, text: '3 days' },
  ])('$text', ({ duration, text }) => {
    expect(formatCourseDuration(duration)).toBe(text);
  });

  it.each([
    { months: 12, text: 'Every year' },
    { months: 24, text: 'Every 2 years' },
    { months: 36, text: 'Every 3 years' },
    { months: 18, text: 'Every 18 months' },
    { months: 1, text: 'Every month' },
    { months: null, text: 'No refresher needed' },
    { months: 0, text: 'No refresher needed' },
  ])('refresh $months months: $text', ({ months, text }) => {
    expect(formatRefreshPeriod(months)).toBe(text);
  });

  it.each([
    { months: 12, text: '1 year' },
    { months: 36, text: '3 years' },
    { months: 18, text: '18 months' },
    { months: 1, text: '1 month' },
    { months: null, text: '' },
  ])('lasts $text', ({ months, text }) => {
    expect(formatRefreshLength(months)).toBe(text);
  });

  it('names levels', () => {
    expect(courseLevelLabel(2)).toBe('Level 2');
    expect(courseLevelLabel(null)).toBe('');
  });
});

describe('booking on the configured training site', () => {
  it.each([
    { site: 'https://training.example.org/book', url: 'https://training.example.org/book?course=food-hygiene-level-2' },
    { site: 'https://training.example.org/?utm=portal', url: 'https://training.example.org/?utm=portal&course=food-hygiene-level-2' },
    { site: undefined, url: undefined },
    { site: '', url: undefined },
    { site: 'not a url', url: undefined },
  ])('$site', ({ site, url }) => {
    expect(courseBookingUrl(site, { code: 'food-hygiene-level-2' })).toBe(url);
  });
});

describe('job roles and what they require by default', () => {
  it('gives every role a default and a label', () => {
    for (const role of JOB_ROLES) {
      expect(DEFAULT_ROLE_REQUIREMENTS[role]).toBeDefined();
      expect(jobRoleLabel(role)).toMatch(/^[A-Z][a-z]/);
    }
  });

  it('reads a role’s requirement, none when not set', () => {
    expect(requiredCourseIds('Chef', [{ jobRole: 'Chef', courseIds: ['a'] }])).toEqual(['a']);
    expect(requiredCourseIds('Supervisor', [{ jobRole: 'Chef', courseIds: ['a'] }])).toEqual([]);
  });

  it('shows an unknown role as it came', () => {
    expect(jobRoleLabel('Sommelier')).toBe('Sommelier');
    expect(jobRoleLabel('FrontOfHouse')).toBe('Front of house');
  });
});
