import type { ReactNode } from 'react';
import { LayoutSettingsProvider } from '@/layout/LayoutSettingsProvider';
import { VerticalLayout } from '@/layout/VerticalLayout';
import type { MenuSection } from '@/layout/menuTypes';

export const TEST_MENU: MenuSection[] = [
  {
    title: 'My business',
    entries: [
      { kind: 'route', label: 'Dashboard', to: '/dashboard/home', icon: 'dashboard' },
      { kind: 'route', label: 'Payments & Invoices', to: '/myaccount/payments', icon: 'payments' },
      { kind: 'route', label: 'Company documents', to: '/documents/company', icon: 'documents' },
      { kind: 'route', label: 'Health & safety policy', to: '/documents/company/health-and-safety-policy' },
    ],
  },
  {
    title: 'Rewards',
    entries: [
      { kind: 'route', label: 'Home', to: '/rewards/home', icon: 'rewards' },
      { kind: 'route', label: 'My Claims', to: '/rewards/calor/claims', icon: 'claims' },
    ],
  },
  {
    title: 'Links',
    entries: [{ kind: 'external', label: 'Contact us', href: 'https://association.example/contact' }],
  },
];

/**
 * The vertical layout inside the provider the app gives it, with a page that names its path: render it with
 * `renderWithProviders(testLayout(), { path })`.
 */
export function testLayout({ banner, userMenu }: { banner?: ReactNode; userMenu?: ReactNode } = {}) {
  return (
    <LayoutSettingsProvider>
      <VerticalLayout menu={TEST_MENU} header={<h1>Page title</h1>} banner={banner} userMenu={userMenu}>
        <p>Page content</p>
      </VerticalLayout>
    </LayoutSettingsProvider>
  );
}
