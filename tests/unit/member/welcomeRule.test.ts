import { describe, expect, it } from 'vitest';
import { shouldShowWelcome, type WelcomeRuleInput } from '@/features/member/onboarding/welcomeRule';

const firstVisit: WelcomeRuleInput = {
  roles: ['larderMember'],
  productKey: 'larder',
  isImpersonating: false,
  onDashboard: true,
  welcomeShown: false,
  dontShowAgain: false,
};

describe('shouldShowWelcome: only {product}Member users, the first time, on the dashboard', () => {
  it.each<[string, boolean, Partial<WelcomeRuleInput>]>([
    ['a member on the dashboard for the first time', true, {}],
    ['a member who is also staff', true, { roles: ['accountManager', 'larderMember'] }],
    ['the member role of the configured product', true, { roles: ['pantryMember'], productKey: 'pantry' }],
    ['on any other page', false, { onDashboard: false }],
    ['after the welcome was shown in this sign-in', false, { welcomeShown: true }],
    ["after 'Don't show again' (both flags)", false, { welcomeShown: true, dontShowAgain: true }],
    ["'Don't show again' alone (welcome flag missing)", false, { welcomeShown: false, dontShowAgain: true }],
    ['while staff act for a member', false, { roles: ['accountManager', 'larderMember'], isImpersonating: true }],
    ['an account manager', false, { roles: ['accountManager'] }],
    ['a developer', false, { roles: ['developer'] }],
    ['someone with no roles', false, { roles: [] }],
    ['another product’s member role', false, { roles: ['larderMember'], productKey: 'pantry' }],
    ['a role that only contains the member role’s name', false, { roles: ['larderMemberX'] }],
  ])('%s → shows: %s', (_case, expected, change) => {
    expect(shouldShowWelcome({ ...firstVisit, ...change })).toBe(expected);
  });
});
