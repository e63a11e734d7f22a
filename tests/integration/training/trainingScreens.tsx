// What the training and gas screens' tests share: the screens at their paths, files, dates, downloads, rows.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { MyGasEngineerPage } from '@/features/member/gas/MyGasEngineerPage';
import { CertificatesPage } from '@/features/member/training/CertificatesPage';
import { CoursesPage } from '@/features/member/training/CoursesPage';
import { TraineePage } from '@/features/member/training/TraineePage';
import { TraineesPage } from '@/features/member/training/TraineesPage';
import { formatDate } from '@/domain/format/date';
import type { RenderOptions } from '../support/renderWithProviders';
import { cellsOf } from '../support/queries';

/**
 * The training pages and the gas page at their real paths, so links between them work. Render them with
 * `renderWithProviders(null, { ...TRAINING_SCREENS, path })`: inside the member session and a training
 * row's start-up gate, as in the portal (none of these pages opens past a refused renewal).
 */
export const TRAINING_SCREENS = {
  account: 'member-training',
  session: true,
  route: 'trainees',
  routes: [
    { path: '/training/trainees', element: <TraineesPage /> },
    { path: '/training/trainees/:id', element: <TraineePage /> },
    { path: '/training/certificates', element: <CertificatesPage /> },
    { path: '/training/courses', element: <CoursesPage /> },
    { path: '/my-gas-engineer', element: <MyGasEngineerPage /> },
  ],
} satisfies RenderOptions;

export const pdfFile = (name = 'level-2.pdf') => new File(['%PDF-1.4 certificate'], name, { type: 'application/pdf' });

export async function typeDate(user: UserEvent, label: string, date: Date) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  // The calendar closes by itself once the date is whole (Escape would close the dialog around it).
  await user.type(input, formatDate(date));
}

export const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
/** A dialog just asked for: the trainees page's modals arrive with their code, fetched when first opened. */
export const findDialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

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
    .map((row) => cellsOf(row).map((cell) => cell.textContent!.trim()));
}
