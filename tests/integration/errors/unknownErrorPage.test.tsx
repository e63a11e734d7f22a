import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnknownErrorPage } from '@/features/errors/pages/UnknownErrorPage';
import { renderWithProviders, testConfig } from '../support/renderWithProviders';
import { expectErrorPageFrame, expectLink, expectNoLink } from './errorPageExpectations';

const CONTACT_US = testConfig().links.contactUs!;

describe('the unknown error page (spec §8)', () => {
  it("shows 'Unknown Error', 'Oops! There was an unexpected error.', Contact us, Home and Logout", () => {
    renderWithProviders(<UnknownErrorPage />, { path: '/error/unknown' });
    expectErrorPageFrame('Unknown Error');
    expect(screen.getByRole('heading', { level: 2, name: 'Oops! There was an unexpected error.' })).toBeInTheDocument();
    expect(screen.getByText(/contact us and tell us what you were doing/)).toBeInTheDocument();
    expectLink('Contact us', CONTACT_US);
    expectLink('Home', '/');
    expect(document.title).toBe('Unknown Error | Larder');
  });

  it("keeps Contact us when no contact page is configured: it opens the portal's own contact page", () => {
    renderWithProviders(<UnknownErrorPage />, { config: { links: {}, officePhone: '0161 496 0000' } });
    expectLink('Contact us', '/error/contactus');
    expectNoLink(/call us/i); // the office phone is listed on that page
  });

  it('keeps Contact us when nothing at all is configured', () => {
    renderWithProviders(<UnknownErrorPage />, { config: { links: {}, officePhone: undefined } });
    expectLink('Contact us', '/error/contactus');
    expectLink('Home', '/');
  });

  describe('given the error the boundary caught', () => {
    const error = new Error('Cannot read properties of undefined (reading "latestMembership")');

    it('never shows its message in production', () => {
      renderWithProviders(<UnknownErrorPage error={error} />, { config: { environment: 'production' } });
      expect(screen.queryByText(/latestMembership/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Technical details/)).not.toBeInTheDocument();
    });

    it('shows its message to developers outside production', () => {
      renderWithProviders(<UnknownErrorPage error={error} />, { config: { environment: 'local' } });
      expect(screen.getByText(/Technical details/)).toBeInTheDocument();
      expect(screen.getByText(`Error: ${error.message}`)).toBeInTheDocument();
    });
  });
});
