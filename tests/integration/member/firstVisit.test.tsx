// A first-time member's first visit, one path: the cookie question, then the welcome, then the company
// details prompt (never two dialogs at once), and one "Get started" checklist in the welcome's order.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { COMPANY_DETAILS_TITLE, WELCOME_TITLE } from './memberScreens';

setupSimulator();

/** The most dialogs on screen at any one moment since it started watching: what a person could see stacked. */
function watchDialogsAtOnce() {
  let most = 0;
  const count = () => (most = Math.max(most, document.querySelectorAll('[role="dialog"]').length));
  const observer = new MutationObserver(count);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  watchers.push(observer);
  return () => most;
}
const watchers: MutationObserver[] = [];
afterEach(() => watchers.splice(0).forEach((observer) => observer.disconnect()));

const checklist = () => screen.findByRole('region', { name: 'Get started' });
const stepsOf = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('dialogs on a first visit never stack', () => {
  it('the welcome first; the company details prompt only once the welcome has gone', async () => {
    const mostAtOnce = watchDialogsAtOnce();
    const { userEvent } = renderPortal('/dashboard/home', { account: 'member-new' });
    const welcome = await screen.findByRole('dialog', { name: WELCOME_TITLE });
    expect(screen.queryByRole('dialog', { name: COMPANY_DETAILS_TITLE })).not.toBeInTheDocument();

    await userEvent.click(within(welcome).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: COMPANY_DETAILS_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: WELCOME_TITLE })).not.toBeInTheDocument();
    expect(mostAtOnce()).toBe(1);
  });

  it('the cookie banner comes before either, and the welcome follows once it is answered and hidden', async () => {
    const { userEvent } = renderPortal('/dashboard/home', { account: 'member-new', config: { analyticsId: 'G-TEST123' } });
    const cookies = await screen.findByRole('region', { name: 'Cookies on Larder' });
    await screen.findByRole('region', { name: 'Your membership' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(cookies).getByRole('button', { name: 'Reject analytics cookies' }));
    // Its confirmation is part of the banner too: nothing covers it.
    expect(within(cookies).getByText(/You’ve rejected analytics cookies/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(cookies).getByRole('button', { name: 'Hide cookie message' }));
    expect(await screen.findByRole('dialog', { name: WELCOME_TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('the "Get started" checklist', () => {
  it("a new member's follows the welcome's three recommendations, in order, with the cards' next steps", async () => {
    const { userEvent } = renderPortal('/dashboard/home', { account: 'member-compliance-new' });
    const welcome = await screen.findByRole('dialog', { name: WELCOME_TITLE });
    const recommended = within(welcome).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await userEvent.click(within(welcome).getByRole('button', { name: 'Close' }));

    const list = await checklist();
    expect(recommended).toEqual(['Create your risk assessments', 'Sign up to rewards', 'Upload your documents']);
    expect(stepsOf(list)).toEqual(recommended);
    expect(list).toHaveTextContent('0 of 3 done.');
    // Each step's way on is the one its area's card offers.
    const links = within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Add your first unit', '/unit-premises/new'],
      ['Sign up (Calor)', '/rewards/calor/signup'],
      ['Go to documents', '/documents/company'],
    ]);
    const compliance = await screen.findByRole('region', { name: 'Compliance' });
    expect(within(compliance).getByRole('link', { name: 'Add your first unit' })).toBeInTheDocument();
    const rewards = await screen.findByRole('region', { name: 'Rewards' });
    expect(within(rewards).getByRole('link', { name: 'Sign up (Calor)' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Get started' })).toHaveLength(1);
  });

  it('a member who has done all three sees no checklist', async () => {
    localStorage.setItem(STORAGE_KEYS.welcomeDontShowAgain, 'true');
    const { queryClient } = renderPortal('/dashboard/home', { account: 'member-active' });
    await screen.findByRole('region', { name: 'Compliance' });
    await screen.findByRole('region', { name: 'Rewards' });
    // The checklist has no placeholder: everything the dashboard asked for has been answered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });
});
