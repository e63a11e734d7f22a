// The analytics question (DESIGN.md §10): asked before any analytics, Accept and Reject alike, remembered
// per browser, changeable from Cookie settings at the foot of each page.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/config/config';
import { storedConsent } from '@/domain/analyticsConsent';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';

setupSimulator();

const WITH_ANALYTICS = { analyticsId: 'G-TEST123' };
const banner = () => screen.queryByRole('region', { name: 'Cookies on Larder' });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.analyticsConsent) ?? 'null') as { choice: string } | null;

async function openPortal(config: Partial<AppConfig> = WITH_ANALYTICS) {
  const view = renderPortal('/training/courses', { account: 'member-active', config });
  await screen.findByRole('heading', { level: 1, name: 'Courses' });
  return view;
}

describe('the cookie banner', () => {
  it('is not shown, nor is Cookie settings, when no analytics is configured: there is nothing to consent to', async () => {
    await openPortal({ analyticsId: undefined, searchAnalytics: undefined });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });

  it.each([
    { what: 'Google Analytics', config: WITH_ANALYTICS },
    { what: 'search analytics alone', config: { analyticsId: undefined, searchAnalytics: { appId: 'APP', apiKey: 'KEY' } } },
  ])('asks first with $what configured: Accept and Reject alike, nothing chosen, and nothing started meanwhile', async ({ config }) => {
    const { analytics } = await openPortal(config);
    const region = banner()!;
    expect(region).toBeInTheDocument();
    const accept = within(region).getByRole('button', { name: 'Accept analytics cookies' });
    const reject = within(region).getByRole('button', { name: 'Reject analytics cookies' });
    expect(accept.className).toBe(reject.className);
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(analytics.consents.every((granted) => !granted)).toBe(true);
    // It does not take focus at start-up: it is not a modal.
    // eslint-disable-next-line testing-library/no-node-access -- where focus is has no query: document.activeElement is the only way to read it
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('Accept: remembered, analytics started, the confirmation read out, then hidden', async () => {
    const { analytics, userEvent } = await openPortal();
    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics cookies' }));
    expect(stored()).toMatchObject({ choice: 'accepted' });
    await waitFor(() => expect(analytics.consents.at(-1)).toBe(true));
    const confirmation = within(banner()!).getByText(/You’ve accepted analytics cookies/);
    expect(confirmation).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('Reject: remembered, nothing started', async () => {
    const { analytics, userEvent } = await openPortal();
    await userEvent.click(screen.getByRole('button', { name: 'Reject analytics cookies' }));
    expect(stored()).toMatchObject({ choice: 'rejected' });
    expect(within(banner()!).getByText(/You’ve rejected analytics cookies/)).toHaveFocus();
    expect(analytics.consents.every((granted) => !granted)).toBe(true);
  });

  it('is not asked again once answered, in this browser', async () => {
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, storedConsent('rejected', new Date()));
    await openPortal();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is asked again once the answer is over a year old', async () => {
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, storedConsent('accepted', new Date(Date.now() - 400 * 24 * 60 * 60 * 1000)));
    const { analytics } = await openPortal();
    expect(banner()).toBeInTheDocument();
    expect(analytics.consents.every((granted) => !granted)).toBe(true);
  });

  it('Cookie settings at the foot of the page asks again, showing the current choice, and the choice can be changed', async () => {
    localStorage.setItem(STORAGE_KEYS.analyticsConsent, storedConsent('accepted', new Date()));
    const { analytics, userEvent } = await openPortal();
    await waitFor(() => expect(analytics.consents.at(-1)).toBe(true));
    const footer = screen.getByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('button', { name: 'Cookie settings' }));
    const region = banner()!;
    expect(within(region).getByRole('heading', { name: 'Cookies on Larder' })).toHaveFocus();
    expect(within(region).getByText('You have accepted analytics cookies. You can change your choice here.')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Reject analytics cookies' }));
    expect(stored()).toMatchObject({ choice: 'rejected' });
    await waitFor(() => expect(analytics.consents.at(-1)).toBe(false));
  });
});
