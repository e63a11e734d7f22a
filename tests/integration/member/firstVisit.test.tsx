// A first-time member's first visit, one path: the cookie question, then the welcome, then the company
// details prompt (never two dialogs at once), and one "Get started" checklist in the welcome's order.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/domain/storageKeys';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { COMPANY_DETAILS_TITLE, WELCOME_TITLE } from './memberScreens';
import { holding } from '../support/queries';

setupSimulator();

/** The most dialogs on screen at any one moment since it started watching: what a person could see stacked. */
function watchDialogsAtOnce() {
  let most = 0;
  const count = () => (most = Math.max(most, screen.queryAllByRole('dialog').length));
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

  it('the cookie question comes before either, and the welcome follows as soon as it is answered', async () => {
    const mostAtOnce = watchDialogsAtOnce();
    const { userEvent } = renderPortal('/dashboard/home', { account: 'member-new', config: { analyticsId: 'G-TEST123' } });
    const cookies = await screen.findByRole('region', { name: 'Cookies on Larder' });
    await screen.findByRole('region', { name: 'Your membership' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(cookies).getByRole('button', { name: 'Reject analytics cookies' }));
    // Answered: the welcome comes at once, on the dashboard, the confirmation staying in the page behind it
    // (issue 37: it waited for the confirmation to be hidden, and a member who never hid it saw nothing).
    const welcome = await screen.findByRole('dialog', { name: WELCOME_TITLE });
    expect(within(cookies).getByText(/You’ve rejected analytics cookies/)).toBeInTheDocument();
    await userEvent.click(within(welcome).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: COMPANY_DETAILS_TITLE })).toBeInTheDocument();
    expect(mostAtOnce()).toBe(1);
  });
});

describe('the "Get started" checklist', () => {
  it("a new member's says what the welcome says: its three recommendations, in order, with its link names", async () => {
    const { userEvent } = renderPortal('/dashboard/home', { account: 'member-compliance-new' });
    const welcome = await screen.findByRole('dialog', { name: WELCOME_TITLE });
    const recommended = within(welcome).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const welcomeLinks = within(welcome).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    await userEvent.click(within(welcome).getByRole('button', { name: 'Close' }));

    const list = await checklist();
    expect(recommended).toEqual(['Create your risk assessments', 'Sign up to rewards', 'Upload your documents']);
    expect(stepsOf(list)).toEqual(recommended);
    expect(list).toHaveTextContent('We recommend starting with these three things. 0 of 3 done.');
    expect(welcomeLinks).toEqual([
      ['Go to risk assessments', '/documents/risk-assessments'],
      ['Go to rewards', '/rewards/home'],
      ['Go to documents', '/documents/company'],
    ]);
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(welcomeLinks);
    expect(within(list).getAllByText('To do')).toHaveLength(3);
    expect(screen.getAllByRole('region', { name: 'Get started' })).toHaveLength(1);
  });

  it('marks a step done, without its link, once it has been done', async () => {
    localStorage.setItem(STORAGE_KEYS.welcomeDontShowAgain, 'true');
    renderPortal('/dashboard/home', { account: 'member-calor-pending' });
    const list = await checklist();
    const rewards = holding(within(list).getAllByRole('listitem'), 'Sign up to rewards');
    expect(within(rewards).getByText('Done')).toBeInTheDocument();
    expect(within(rewards).queryByRole('link')).not.toBeInTheDocument();
    expect(list).toHaveTextContent(/[12] of 3 done\./);
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
