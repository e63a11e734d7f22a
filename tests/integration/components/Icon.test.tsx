import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '@/components/icons/Icon';
import { ICON_NAMES } from '@/components/icons/iconNames';
import { ICON_PATHS } from '@/components/icons/iconPaths';
import { renderWithProviders } from '../support/renderWithProviders';

const REQUIRED = [
  'home', 'dashboard', 'account', 'payments', 'upgrade', 'documents', 'premises', 'training', 'wallet', 'help',
  'gas', 'rewards', 'claims', 'signup', 'periods', 'finance', 'developer', 'external', 'logout', 'settings',
  'menu', 'warning', 'info', 'success', 'error', 'user', 'search', 'upload', 'file', 'close', 'calendar',
];

describe('the icon set', () => {
  it('covers every icon the portal needs, each once', () => {
    expect([...ICON_NAMES].sort()).toEqual([...REQUIRED].sort());
  });

  it.each(ICON_NAMES)('draws "%s" as SVG path data', (name) => {
    expect(ICON_PATHS[name]).toMatch(/^M[\d\s.,a-zA-Z-]+$/);
  });

  it('draws every icon differently', () => {
    expect(new Set(Object.values(ICON_PATHS)).size).toBe(ICON_NAMES.length);
  });
});

describe('Icon', () => {
  it('is hidden from assistive technology by default', () => {
    const { container } = renderWithProviders(<Icon name="home" />);
    // The icon is decorative (aria-hidden): no accessible query finds it.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a decorative icon is aria-hidden: only its SVG markup shows its size, colour and drawing
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its title when it carries meaning', () => {
    renderWithProviders(<Icon name="warning" title="Overdue" />);
    expect(screen.getByRole('img', { name: 'Overdue' })).not.toHaveAttribute('aria-hidden');
  });

  it('takes the size and colour of the text around it', () => {
    const { container } = renderWithProviders(<Icon name="gas" className="text-danger" />);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a decorative icon is aria-hidden: only its SVG markup shows its size, colour and drawing
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveClass('text-danger');
    // eslint-disable-next-line testing-library/no-node-access -- a decorative icon is aria-hidden: only its SVG markup shows its size, colour and drawing
    expect(svg?.querySelector('path')).toHaveAttribute('d', ICON_PATHS.gas);
  });
});
