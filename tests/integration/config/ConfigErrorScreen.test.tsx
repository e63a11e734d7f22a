import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { readConfig } from '@/config/config';
import { ConfigErrorScreen } from '@/config/ConfigErrorScreen';
import { REQUIRED_ENV, REQUIRED_VARIABLES } from '../../unit/config/configFixtures';

function renderProblemsFor(env: Record<string, string>) {
  const result = readConfig(env);
  if (result.ok) throw new Error('expected configuration problems');
  render(<ConfigErrorScreen problems={result.problems} />);
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('the configuration-error screen', () => {
  it('says the portal is not configured, instead of showing a blank page', () => {
    renderProblemsFor({});
    expect(screen.getByRole('heading', { name: 'The portal is not configured correctly' })).toBeInTheDocument();
  });

  it('lists each missing required variable by name, one item each', () => {
    const items = renderProblemsFor({});
    expect(items).toHaveLength(REQUIRED_VARIABLES.length);
    for (const variable of REQUIRED_VARIABLES) {
      expect(items.find((item) => item.textContent === `${variable} is missing`)).toBeDefined();
    }
  });

  it('names a malformed variable and says what is wrong with it', () => {
    const items = renderProblemsFor({ ...REQUIRED_ENV, VITE_MAINTENANCE_MODE: 'yes', VITE_API_URL: 'https://api.example/' });
    expect(items.map((item) => item.textContent)).toEqual([
      'VITE_API_URL must not end with a slash',
      'VITE_MAINTENANCE_MODE must be true or false, not "yes"',
    ]);
  });

  it('shows the variable names as code', () => {
    const [item] = renderProblemsFor({ ...REQUIRED_ENV, VITE_PRODUCT_KEY: 'Larder' });
    expect(within(item!).getByText('VITE_PRODUCT_KEY', { selector: 'code' })).toBeInTheDocument();
  });
});
