import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { HelpVideosPage } from '@/features/member/help/HelpVideosPage';
import { ConfigProvider } from '@/config/ConfigContext';
import { testConfig } from '../support/renderWithProviders';

function renderVideos(helpVideos = testConfig().helpVideos) {
  return render(
    <ConfigProvider config={testConfig({ helpVideos })}>
      <HelpVideosPage />
    </ConfigProvider>,
  );
}

describe('help videos (spec §9)', () => {
  it('shows the four videos, each with its title, a one-line description and its length', () => {
    renderVideos();
    const cards = screen.getAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Food safety',
      'Health and safety: fire',
      'Health and safety policy',
      'COSHH',
    ]);
    const foodSafety = screen.getByRole('region', { name: 'Food safety' });
    expect(foodSafety).toHaveAccessibleDescription(/^Keeping food safe in your kitchen/);
    expect(within(foodSafety).getByText('12 minutes')).toHaveAttribute('datetime', 'PT12M');
  });

  it('embeds a configured video in a titled frame that loads lazily, with a link to open it on its own', () => {
    const config = testConfig();
    renderVideos();
    const frame = screen.getByTitle('Food safety video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', config.helpVideos.foodSafety);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Open the food safety video on its own page' })).toHaveAttribute('href', config.helpVideos.foodSafety);
  });

  it('says a video with no address configured is not available, rather than showing a broken frame', () => {
    renderVideos({ foodSafety: 'https://videos.example/embed/food' });
    const coshh = screen.getByRole('region', { name: 'COSHH' });
    expect(coshh).toHaveTextContent('This video is not available at the moment.');
    expect(coshh.querySelector('iframe')).toBeNull();
    expect(screen.getAllByTitle(/video$/)).toHaveLength(1);
  });
});
