import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TraineesPage } from '@/features/member/training/TraineesPage';
import { setupSimulator } from '../support/simulator';
import { renderWithProviders, type RenderOptions } from '../support/renderWithProviders';

const simulator = setupSimulator();
const API_URL: string = import.meta.env.VITE_API_URL;
const PATH = '/training/trainees';

function renderTrainees(options: RenderOptions = {}) {
  return renderWithProviders(null, { account: 'member-training', path: PATH, routes: [{ path: PATH, element: <TraineesPage /> }], ...options });
}

/** The matrix as text, one array per row: the header row, then each trainee's name, status and cells. */
function matrixAsText(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll<HTMLElement>('th, td')].map((cell) => {
          const badge = cell.querySelector('.badge');
          if (cell.getAttribute('scope') === 'row') return within(cell).getByRole('link').textContent!;
          if (badge) return badge.textContent!;
          return cell.textContent!.replace('—', '').trim();
      }),
    );
}

describe('the training matrix', () => {
  it("matches, for the demo member, the table written out by hand", async () => {
    const { userEvent: user } = renderTrainees();
    await user.click(await screen.findByRole('link', { name: 'Training matrix' }, { timeout: 8000 }));
    const table = await screen.findByRole('table', { name: /Training matrix for all units, all training statuses/ });
    expect(matrixAsText(table)).toEqual([
      ['Trainee', 'Training', 'Level 1 Food Hygiene', 'Level 2 Food Hygiene', 'Level 3 Food Hygiene', 'Allergen Awareness', 'Emergency First Aid at Work'],
      ['Ben Carter', 'Expiring within 30 days', 'Not required', 'Expiring soon', 'Not required', 'Not required', 'Not required'],
      ['Chloe Davies', 'Expired or missing', 'Valid', 'Not required', 'Not required', 'Expired', 'Not required'],
      ['Dan Evans', 'Expired or missing', 'Not required', 'Not done', 'Not required', 'Not required', 'Not required'],
      ['Ella Foster', 'All valid', 'Valid', 'Not required', 'Not required', 'Not required', 'Valid'],
      ['Aisha Khan', 'All valid', 'Not required', 'Not required', 'Valid', 'Valid', 'Not required'],
    ]);
  });
});
