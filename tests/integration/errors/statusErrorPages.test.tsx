import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '@/features/errors/pages/NotFoundPage';
import { ServerErrorPage } from '@/features/errors/pages/ServerErrorPage';
import { UnauthorisedPage } from '@/features/errors/pages/UnauthorisedPage';
import { UnknownErrorPage } from '@/features/errors/pages/UnknownErrorPage';
import type { LoadFailureState } from '@/session/LoadFailureRedirect';
import { renderWithProviders } from '../support/renderWithProviders';
import { expectErrorPageFrame, expectLink, expectNoLink } from './errorPageExpectations';

describe.each([
  { Page: NotFoundPage, path: '/error/404', status: '404', title: 'Page not found' },
  { Page: ServerErrorPage, path: '/error/500', status: '500', title: 'Something went wrong on our side' },
  { Page: UnauthorisedPage, path: '/errors/401', status: '401', title: 'Page not available' },
])('the $status page', ({ Page, path, status, title }) => {
  it(`shows ${status}, its title, Home and Logout`, () => {
    renderWithProviders(<Page />, { path });
    expectErrorPageFrame(title);
    expect(screen.getByText(status)).toBeInTheDocument();
    expectLink('Home', '/');
    expect(document.title).toBe(`${title} | Larder`);
  });
});

it('the 401 page explains that the page is not available to this account', () => {
  renderWithProviders(<UnauthorisedPage />, { path: '/errors/401' });
  expect(screen.getByText("This page isn't available to the account you're signed in with.")).toBeInTheDocument();
});

// The pages a failed data load redirects to (spec §2) offer to load the failed page again.
describe.each<{ name: string; Page: ComponentType; path: string }>([
  { name: 'not found', Page: NotFoundPage, path: '/error/404' },
  { name: 'server error', Page: ServerErrorPage, path: '/error/500' },
  { name: 'unknown error', Page: UnknownErrorPage, path: '/error/unknown' },
])('the $name page after a failed load', ({ Page, path }) => {
  it('links Try again back to the page that failed', () => {
    const state: LoadFailureState = { from: '/training/courses?page=2' };
    renderWithProviders(<Page />, { path, state });
    expectLink('Try again', '/training/courses?page=2');
  });

  it('offers no Try again when reached directly', () => {
    renderWithProviders(<Page />, { path });
    expectNoLink('Try again');
  });

  it.each(['//evil.example/phish', 'https://evil.example/', 'javascript:alert(1)'])(
    'ignores a from that leaves the portal (%s)',
    (from) => {
      renderWithProviders(<Page />, { path, state: { from } });
      expectNoLink('Try again');
    },
  );
});

it('the 401 page offers no Try again: nothing failed to load', () => {
  renderWithProviders(<UnauthorisedPage />, { path: '/errors/401', state: { from: '/training/courses' } });
  expectNoLink('Try again');
});
