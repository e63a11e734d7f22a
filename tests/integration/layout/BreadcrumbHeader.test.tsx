import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../support/renderWithProviders';
import { describe, expect, it } from 'vitest';
import { BreadcrumbHeader, type Crumb } from '@/layout/BreadcrumbHeader';

function renderHeader(title: string, crumbs: Crumb[]) {
  return renderWithProviders(<BreadcrumbHeader title={title} crumbs={crumbs} />);
}

const CLAIM_FORM_CRUMBS: Crumb[] = [{ label: 'Rewards', to: '/rewards/home' }, { label: 'Calor' }, { label: 'Claim Form' }];

describe('BreadcrumbHeader', () => {
  it('titles the page with an h1', () => {
    renderHeader('Calor Claim Form', CLAIM_FORM_CRUMBS);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Calor Claim Form');
  });

  it('lists the crumbs in order in a navigation landmark named Breadcrumb', () => {
    renderHeader('Calor Claim Form', CLAIM_FORM_CRUMBS);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(breadcrumb).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rewards', 'Calor', 'Claim Form']);
  });

  it('links only the crumbs that have an address', () => {
    renderHeader('Calor Claim Form', CLAIM_FORM_CRUMBS);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(breadcrumb).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Rewards');
    expect(links[0]).toHaveAttribute('href', '/rewards/home');
  });

  it('marks the last crumb, and only it, as the current page', () => {
    renderHeader('Calor Claim Form', CLAIM_FORM_CRUMBS);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Claim Form')).toHaveAttribute('aria-current', 'page');
    expect(within(breadcrumb).getByText('Calor')).not.toHaveAttribute('aria-current');
    expect(within(breadcrumb).getByRole('link', { name: 'Rewards' })).not.toHaveAttribute('aria-current');
  });

  it('marks a linked last crumb as the current page too', () => {
    renderHeader('Payments & Invoices', [{ label: 'My account', to: '/myaccount/details' }, { label: 'Payments', to: '/myaccount/payments' }]);
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves the breadcrumb out when there are no crumbs', () => {
    renderHeader('Dashboard', []);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('names the browser tab after the page', () => {
    renderHeader('Calor Claim Form', CLAIM_FORM_CRUMBS);
    expect(document.title).toBe('Calor Claim Form | Larder');
  });
});
