import { describe, expect, it } from 'vitest';
import { idleMinutesFor, idleStateAt, minutesText, type IdleTimeoutSettings } from '@/domain/idleTimeout';

const SETTINGS: IdleTimeoutSettings = { minutes: 30, payoutStaffMinutes: 15, warningMinutes: 2 };

describe('idleMinutesFor: staff who can release payouts or decide claims are signed out sooner', () => {
  it.each([
    { roles: ['larderMember'], minutes: 30 },
    { roles: [], minutes: 30 },
    { roles: ['accountManager'], minutes: 30 },
    { roles: ['developer'], minutes: 30 },
    { roles: ['calorAdmin'], minutes: 30 },
    { roles: ['calorSignupsEmployee'], minutes: 30 },
    { roles: ['bioPakEmployee'], minutes: 30 },
    { roles: ['larderAdmin'], minutes: 15 },
    { roles: ['calorClaimsEmployee'], minutes: 15 },
    { roles: ['larderMember', 'calorClaimsEmployee'], minutes: 15 },
    { roles: ['developer', 'larderAdmin'], minutes: 15 },
  ])('$roles → $minutes minutes', ({ roles, minutes }) => {
    expect(idleMinutesFor(roles, 'larder', SETTINGS)).toBe(minutes);
  });

  it('reads the admin role with the configured product key', () => {
    expect(idleMinutesFor(['pantryAdmin'], 'pantry', SETTINGS)).toBe(15);
    expect(idleMinutesFor(['larderAdmin'], 'pantry', SETTINGS)).toBe(30);
  });
});

const MINUTE = 60_000;
const LAST = Date.UTC(2026, 5, 1, 9, 0, 0);
const at = (minutes: number, seconds = 0) => LAST + minutes * MINUTE + seconds * 1000;

describe('idleStateAt: active, then warned with whole minutes left, then expired (30 minutes, warned 2 before)', () => {
  it.each([
    { time: '0:00', now: at(0), expected: { stage: 'active', changesAt: at(28) } },
    { time: '27:59', now: at(27, 59), expected: { stage: 'active', changesAt: at(28) } },
    { time: '28:00', now: at(28), expected: { stage: 'warning', signOutAt: at(30), minutesLeft: 2, changesAt: at(29) } },
    { time: '28:30', now: at(28, 30), expected: { stage: 'warning', signOutAt: at(30), minutesLeft: 2, changesAt: at(29) } },
    { time: '29:00', now: at(29), expected: { stage: 'warning', signOutAt: at(30), minutesLeft: 1, changesAt: at(30) } },
    { time: '29:59', now: at(29, 59), expected: { stage: 'warning', signOutAt: at(30), minutesLeft: 1, changesAt: at(30) } },
    { time: '30:00', now: at(30), expected: { stage: 'expired' } },
    { time: '600:00', now: at(600), expected: { stage: 'expired' } },
    // The clock was put back: the session counts from now, it is not extended into the future.
    { time: '-60:00', now: at(-60), expected: { stage: 'active', changesAt: at(-60 + 28) } },
  ])('$time after the last activity', ({ now, expected }) => {
    expect(idleStateAt(now, LAST, 30, 2)).toEqual(expected);
  });

  it('counts down each minute of a longer warning', () => {
    const minutesLeft = [25, 26, 27, 28, 29].map((minute) => idleStateAt(at(minute, 1), LAST, 30, 5)).map((state) => (state.stage === 'warning' ? state.minutesLeft : null));
    expect(minutesLeft).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('minutesText', () => {
  it.each([
    [1, '1 minute'],
    [2, '2 minutes'],
    [15, '15 minutes'],
  ])('%i → %s', (minutes, text) => expect(minutesText(minutes)).toBe(text));
});
