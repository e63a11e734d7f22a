import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LAYOUT_SETTINGS_STORAGE_KEY } from '@/layout/layoutSettings';
import { testLayout } from './testLayout';
import { renderWithProviders } from '../support/renderWithProviders';

describe('the vertical layout', () => {
  it('has a topbar, the main menu and the main content as landmarks', () => {
    renderWithProviders(testLayout({ userMenu: <span>Jo Baker</span> }), { path: '/dashboard/home' });
    const topbar = screen.getByRole('banner');
    expect(within(topbar).getByRole('link', { name: 'Larder' })).toHaveAttribute('href', '/');
    expect(within(topbar).getByText('Jo Baker')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('puts the banner, the page header and the page in main, in that order', () => {
    renderWithProviders(testLayout({ banner: <div role="note">Acting for member 100234</div> }), { path: '/dashboard/home' });
    const main = screen.getByRole('main');
    const banner = within(main).getByRole('note');
    const header = within(main).getByRole('heading', { level: 1, name: 'Page title' });
    const content = within(main).getByText('Page content');
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(header.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers a skip link, first on the page, that moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens and closes the menu drawer from the topbar, saying whether it is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
  });

  it('closes the menu drawer on Escape and after choosing a page', async () => {
    const user = userEvent.setup();
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });

    await user.click(toggle);
    within(menu).getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'My Claims' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [{ layoutWidth: 'boxed' }, 'larder-layout--boxed', 'larder-sidebar--dark'],
    [{ layoutWidth: 'fluid', leftSideBarTheme: 'light' }, 'larder-layout--fluid', 'larder-sidebar--light'],
    [{ leftSideBarTheme: 'dark' }, 'larder-layout--fluid', 'larder-sidebar--dark'],
  ])('draws the stored settings %j', (settings, layoutClass, sidebarClass) => {
    localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    const { container } = renderWithProviders(testLayout(), { path: '/dashboard/home' });
    // eslint-disable-next-line testing-library/no-node-access -- the layout's width and menu colour are classes on its root, not in the accessibility tree
    expect(container.firstElementChild).toHaveClass('larder-layout', layoutClass);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveClass(sidebarClass);
  });
});
