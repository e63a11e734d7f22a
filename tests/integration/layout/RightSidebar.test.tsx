import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LAYOUT_SETTINGS_STORAGE_KEY } from '@/layout/layoutSettings';
import { testLayout } from './testLayout';
import { renderWithProviders } from '../support/renderWithProviders';

function stored() {
  return JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_STORAGE_KEY) ?? 'null');
}

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Layout settings' }));
  return screen.findByRole('dialog', { name: 'Layout settings' });
}

describe('the layout settings panel', () => {
  it('opens from the topbar as a dialog titled "Layout settings" and closes with Close', async () => {
    const user = userEvent.setup();
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const panel = await openSettings(user);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the current choices', async () => {
    const user = userEvent.setup();
    localStorage.setItem(LAYOUT_SETTINGS_STORAGE_KEY, JSON.stringify({ layoutWidth: 'boxed', leftSideBarTheme: 'light' }));
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const panel = await openSettings(user);
    expect(within(panel).getByRole('radio', { name: 'Boxed' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Icons and labels' })).toBeChecked();
  });

  it('applies each change at once and remembers it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const panel = await openSettings(user);

    await user.click(within(panel).getByRole('radio', { name: 'Boxed' }));
    // eslint-disable-next-line testing-library/no-node-access -- the page width is a layout class on the layout's root, not in the accessibility tree
    expect(container.firstElementChild).toHaveClass('larder-layout--boxed');
    expect(stored()).toMatchObject({ layoutWidth: 'boxed' });

    await user.click(within(panel).getByRole('radio', { name: 'Light' }));
    expect(menu).toHaveClass('larder-sidebar--light');
    expect(stored()).toMatchObject({ leftSideBarTheme: 'light' });

    await user.click(within(panel).getByRole('radio', { name: 'Icons only' }));
    expect(menu).toHaveClass('larder-sidebar--condensed');
    expect(stored()).toMatchObject({ leftSideBarType: 'condensed' });

    // The panel stays open so that several settings can be tried in turn.
    expect(within(panel).getByRole('radio', { name: 'Icons only' })).toBeChecked();
  });

  it('groups the radios under named settings', async () => {
    const user = userEvent.setup();
    renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const panel = await openSettings(user);
    expect(within(panel).getAllByRole('group')).toEqual(['Page width', 'Menu colour', 'Menu size'].map((name) => within(panel).getByRole('group', { name })));
    const colour = within(panel).getByRole('group', { name: 'Menu colour' });
    expect(within(colour).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['light', 'dark']);
  });

  it('is still set after the page is loaded again', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(testLayout(), { path: '/dashboard/home' });
    const panel = await openSettings(user);
    await user.click(within(panel).getByRole('radio', { name: 'Light' }));
    await user.click(within(panel).getByRole('radio', { name: 'Boxed' }));
    first.unmount();

    const { container } = renderWithProviders(testLayout(), { path: '/dashboard/home' });
    // eslint-disable-next-line testing-library/no-node-access -- the page width is a layout class on the layout's root, not in the accessibility tree
    expect(container.firstElementChild).toHaveClass('larder-layout--boxed');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveClass('larder-sidebar--light');
    // The panel itself does not reopen.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
