// Renders the training and gas screens inside the start-up data they read, against the API simulator.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { MyGasEngineerPage } from '@/features/member/gas/MyGasEngineerPage';
import { CertificatesPage } from '@/features/member/training/CertificatesPage';
import { CoursesPage } from '@/features/member/training/CoursesPage';
import { TraineePage } from '@/features/member/training/TraineePage';
import { TraineesPage } from '@/features/member/training/TraineesPage';
import { formatDate } from '@/domain/format/date';
import { StartupGate } from '@/router/shell/StartupGate';
import { buildRouteTable } from '@/router/routeTable';
import { MemberSessionProvider } from '@/session/MemberSessionContext';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

// A training row: none of these pages opens past a refused renewal.
const TRAINEES_ROUTE = buildRouteTable('larder').find((route) => route.id === 'trainees')!;

// As in the portal: the page renders once the start-up data (permissions among it) is in.
const inSession = (ui: ReactElement) => (
  <MemberSessionProvider>
    <StartupGate route={TRAINEES_ROUTE}>{ui}</StartupGate>
  </MemberSessionProvider>
);

/** The training pages and the gas page at their real paths, so links between them work. */
export function renderTrainingScreen(path: string, options: RenderOptions = {}) {
  return renderWithProviders(null, {
    account: 'member-training',
    path,
    routes: [
      { path: '/training/trainees', element: inSession(<TraineesPage />) },
      { path: '/training/trainees/:id', element: inSession(<TraineePage />) },
      { path: '/training/certificates', element: inSession(<CertificatesPage />) },
      { path: '/training/courses', element: inSession(<CoursesPage />) },
      { path: '/my-gas-engineer', element: inSession(<MyGasEngineerPage />) },
      { path: '/error/:status', element: <p>Error page</p> },
    ],
    ...options,
  });
}

export const pdfFile = (name = 'level-2.pdf') => new File(['%PDF-1.4 certificate'], name, { type: 'application/pdf' });

export async function typeDate(user: UserEvent, label: string, date: Date) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  // The calendar closes by itself once the date is whole (Escape would close the dialog around it).
  await user.type(input, formatDate(date));
}

export const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

/** Downloads save through an object URL: the tests see what would be saved. */
export function stubDownloads() {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return saved;
}

/** A table's body rows as arrays of their cells' text. */
export function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll<HTMLElement>('th, td')].map((cell) => cell.textContent!.trim()));
}
