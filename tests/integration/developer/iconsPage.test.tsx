import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ICON_NAMES } from '@/components/icons/iconNames';
import { IconsPage } from '@/features/developer/icons/IconsPage';
import { renderWithProviders } from '../support/renderWithProviders';

it('the icon gallery shows every icon, named by its figcaption, in ICON_NAMES order', () => {
  renderWithProviders(<IconsPage />, { path: '/icons' });

  const figures = screen.getAllByRole('figure');
  expect(figures.map((figure) => figure.textContent)).toEqual([...ICON_NAMES]);
  // eslint-disable-next-line testing-library/no-node-access -- the drawing is decoration (aria-hidden): only its markup shows it is there
  for (const figure of figures) expect(figure.querySelector('svg')).not.toBeNull();
  // The layout renders the page's h1.
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});
