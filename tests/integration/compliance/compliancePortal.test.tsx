import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSimulator } from '../support/simulator';
import { renderPortal } from '../support/renderPortal';
import { CAFE_ID } from './complianceHarness';

setupSimulator();

describe('compliance pages in the routed portal', () => {
  it("names a unit's pages after the unit in the breadcrumb and the menu", async () => {
    const { userEvent: user, location } = renderPortal(`/unit-premises/${CAFE_ID}/details`, { account: 'member-active' });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(breadcrumb).getByRole('link', { name: 'The Larder Café' })).toHaveAttribute('href', `/unit-premises/${CAFE_ID}/details`));
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Units & Premises', 'The Larder Café', 'Unit Details']);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'The Larder Café: Unit Documents' }));
    await waitFor(() => expect(location()).toBe(`/unit-premises/${CAFE_ID}/documents`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unit Documents' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Units & Premises', 'The Larder Café', 'Unit Documents']));

    // Leaving the unit's pages takes its entries out of the menu.
    await user.click(within(menu).getByRole('link', { name: 'Units & Premises' }));
    await waitFor(() => expect(within(menu).queryByRole('link', { name: /The Larder Café:/ })).not.toBeInTheDocument());
  });

  it('names a page the person may not open as text, never a link to a refusal (staff on Units Overview)', async () => {
    renderPortal('/unit-premises/overview', { account: 'larder-admin' });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Units & Premises', 'Units Overview']);
    expect(within(breadcrumb).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    { who: 'member-no-company-documents', path: '/documents/company', lands: '/errors/Membership' },
    { who: 'member-no-company-documents', path: '/documents/company/coshh', lands: '/errors/Membership' },
    { who: 'member-no-trading-units', path: '/documents/risk-assessments', lands: '/errors/Membership' },
    { who: 'member-no-trading-units', path: '/unit-premises', lands: '/error/bad-permissions' },
    { who: 'member-active', path: '/unit-premises/overview', lands: '/errors/401' },
    { who: 'account-manager', path: '/default-documents/food-safety', lands: '/errors/401' },
  ])('$who opening $path lands on $lands', async ({ who, path, lands }) => {
    const { location } = renderPortal(path, { account: who });
    await waitFor(() => expect(location()).toBe(lands));
  });
});
