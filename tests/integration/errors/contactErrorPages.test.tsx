import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BadPermissionsPage } from '@/features/errors/pages/BadPermissionsPage';
import { ContactUsErrorPage } from '@/features/errors/pages/ContactUsErrorPage';
import { renderPortal } from '../support/renderPortal';
import { renderWithProviders, testConfig } from '../support/renderWithProviders';
import { setupSimulator } from '../support/simulator';

setupSimulator();
import { expectErrorPageFrame, expectLink, expectNoLink } from './errorPageExpectations';

const config = testConfig();

describe('the bad permissions page (spec §8)', () => {
  it("says 'Oops! You aren't authorised.', to contact the account manager, with Contact us, Home and Logout", () => {
    renderWithProviders(<BadPermissionsPage />, { path: '/error/bad-permissions' });
    expectErrorPageFrame("Oops! You aren't authorised.");
    expect(screen.getByText(/don't have permission to view this page/)).toHaveTextContent(/contact your account manager/);
    expectLink('Contact us', config.links.contactUs!);
    expectLink('Home', '/');
  });
});

describe('the contact us page', () => {
  it('offers every configured contact option, Home and Logout', () => {
    renderWithProviders(<ContactUsErrorPage />, { path: '/error/contactus' });
    expectErrorPageFrame('Please contact us');
    expectLink('Contact us', config.links.contactUs!);
    expectLink(`Call us on ${config.officePhone}`, `tel:${config.officePhone!.replace(/\s/g, '')}`);
    expectLink('Request a callback', config.callbackUrl!);
    expectLink('Home', '/');
  });

  it('leaves out the options that are not configured', () => {
    renderWithProviders(<ContactUsErrorPage />, { config: { links: {}, officePhone: undefined, callbackUrl: undefined } });
    expectNoLink(/contact us|call us|callback/i);
    expectLink('Home', '/');
  });

  it('says how to reach the association when nothing is configured', () => {
    renderWithProviders(<ContactUsErrorPage />, { config: { links: {}, officePhone: undefined, callbackUrl: undefined } });
    expect(screen.getByText(/get in touch with your account manager/)).toBeInTheDocument();
  });

  it('lists the office phone and the callback request when only those are configured', () => {
    renderWithProviders(<ContactUsErrorPage />, { config: { links: {}, officePhone: '0161 496 0000' } });
    expectLink('Call us on 0161 496 0000', 'tel:01614960000');
    expectLink('Request a callback', config.callbackUrl!);
  });
});

describe("every error page's Contact us with no contact page configured (spec §8)", () => {
  const noContactPage = { config: { links: {}, officePhone: undefined, callbackUrl: undefined } };

  it.each([
    { page: 'bad permissions', path: '/error/bad-permissions', account: 'member-active', label: 'Contact us' },
    { page: 'unknown error', path: '/error/unknown', account: 'member-active', label: 'Contact us' },
    { page: 'server error', path: '/error/500', account: 'member-active', label: 'Contact us' },
    { page: 'membership (lapsed, no renewal offer)', path: '/errors/Membership', account: 'status-archived', label: 'Contact Us' },
    { page: 'membership (area not included)', path: '/errors/Membership', account: 'member-no-company-documents', label: 'Contact us' },
  ])('the $page page keeps its $label button, leading to /error/contactus', async ({ path, account, label }) => {
    const { userEvent, location } = renderPortal(path, { account, ...noContactPage });
    await userEvent.click(await screen.findByRole('link', { name: label }));
    await waitFor(() => expect(location()).toBe('/error/contactus'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Please contact us' })).toBeInTheDocument();
  });
});
