import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BadPermissionsPage } from '@/features/errors/pages/BadPermissionsPage';
import { ContactUsErrorPage } from '@/features/errors/pages/ContactUsErrorPage';
import { renderWithProviders, testConfig } from '../support/renderWithProviders';
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
});
