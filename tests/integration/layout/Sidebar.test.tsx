import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LAYOUT_SETTINGS_STORAGE_KEY } from '@/layout/layoutSettings';
import { testLayout } from './testLayout';
import { renderWithProviders } from '../support/renderWithProviders';

function mainMenu() {
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('the sidebar menu', () => {
  it('lists each section under its heading', () => {
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const menu = mainMenu();
    expect(within(menu).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'My business',
      'Rewards',
      'Links',
    ]);
    const rewards = within(menu).getByRole('list', { name: 'Rewards' });
    expect(within(rewards).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'My Claims']);
  });

  it.each([
    ['/dashboard/home', 'Dashboard'],
    ['/myaccount/payments', 'Payments & Invoices'],
    ['/rewards/home', 'Home'],
    ['/rewards/calor/claims', 'My Claims'],
    ['/documents/company', 'Company documents'],
    ['/documents/company/health-and-safety-policy', 'Health & safety policy'],
  ])('on %s highlights only "%s" as the current page', (path, current) => {
    renderWithProviders(testLayout(), { path });
    const links = within(mainMenu()).getAllByRole('link');
    const currentLinks = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(currentLinks).toEqual([within(mainMenu()).getByRole('link', { name: current })]);
    expect(currentLinks[0]).toHaveClass('active');
  });

  it('highlights nothing on a page that is not in the menu, even one under a menu entry', () => {
    renderWithProviders(testLayout(), { path: '/documents/company/coshh' });
    const links = within(mainMenu()).getAllByRole('link');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('follows navigation: the link clicked becomes the current page', async () => {
    const user = userEvent.setup();
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    await user.click(within(mainMenu()).getByRole('link', { name: 'My Claims' }));
    expect(within(mainMenu()).getByRole('link', { name: 'My Claims' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainMenu()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('links outside the portal with a plain link in the same tab', () => {
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const contact = within(mainMenu()).getByRole('link', { name: 'Contact us' });
    expect(contact).toHaveAttribute('href', 'https://association.example/contact');
    expect(contact).not.toHaveAttribute('target');
    expect(contact).not.toHaveAttribute('aria-current');
  });

  it('keeps every label as the link name when condensed to icons only', () => {
    localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify({ leftSideBarType: 'condensed' }));
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    expect(mainMenu()).toHaveClass('larder-sidebar--condensed');
    for (const name of ['Dashboard', 'Health & safety policy', 'Home', 'My Claims', 'Contact us'])
      expect(within(mainMenu()).getByRole('link', { name })).toHaveAttribute('title', name);
  });

  it('draws the icons (or, without one, an initial) as decoration, not as part of the names', () => {
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const dashboard = within(mainMenu()).getByRole('link', { name: 'Dashboard' });
    // eslint-disable-next-line testing-library/no-node-access -- a menu icon is aria-hidden decoration: only its markup shows it is left out of the link's name
    expect(dashboard.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const policy = within(mainMenu()).getByRole('link', { name: 'Health & safety policy' });
    // eslint-disable-next-line testing-library/no-node-access -- a menu icon is aria-hidden decoration: only its markup shows it is left out of the link's name
    expect(policy.querySelector('[aria-hidden="true"]')).toHaveTextContent('H');
  });

  it('on a wide screen starts with every group open, each heading able to close its group', async () => {
    const user = userEvent.setup();
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    for (const group of ['My business', 'Rewards', 'Links']) expect(within(mainMenu()).getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(mainMenu()).getByRole('button', { name: 'Rewards' }));
    expect(within(mainMenu()).getByRole('button', { name: 'Rewards' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainMenu()).queryByRole('link', { name: 'My Claims' })).not.toBeInTheDocument();
  });

  it('in the small-screen drawer opens only the group holding the page; the others open from their headings', async () => {
    // The drawer's width (layout.css): the only query this screen answers yes to.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767.98px)', media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const user = userEvent.setup();
    renderWithProviders(testLayout(), { path: '/rewards/calor/claims' });
    expect(within(mainMenu()).getByRole('link', { name: 'My Claims' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainMenu()).getByRole('button', { name: 'My business' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainMenu()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(mainMenu()).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();

    await user.click(within(mainMenu()).getByRole('button', { name: 'My business' }));
    expect(within(mainMenu()).getByRole('button', { name: 'My business' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainMenu()).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
