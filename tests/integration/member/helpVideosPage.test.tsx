import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HelpVideosPage } from '@/features/member/help/HelpVideosPage';
import { renderWithProviders, testConfig } from '../support/renderWithProviders';

function renderVideos(helpVideos = testConfig().helpVideos) {
  return renderWithProviders(<HelpVideosPage />, { config: { helpVideos } });
}

describe('help videos (spec §9)', () => {
  it('shows the four videos, each with its title, a one-line description and its length', async () => {
    renderVideos();
    await screen.findByRole('region', { name: 'Food safety' });
    const titles = ['Food safety', 'Health and safety: fire', 'Health and safety policy', 'COSHH'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(titles);
    for (const title of titles) expect(within(screen.getByRole('region', { name: title })).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    const foodSafety = screen.getByRole('region', { name: 'Food safety' });
    expect(foodSafety).toHaveAccessibleDescription(/^Keeping food safe in your kitchen/);
    expect(within(foodSafety).getByText('12 minutes')).toHaveAttribute('datetime', 'PT12M');
  });

  it('embeds a configured video in a titled frame that loads lazily, with a link to open it on its own', async () => {
    const config = testConfig();
    renderVideos();
    const frame = await screen.findByTitle('Food safety video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', config.helpVideos.foodSafety);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Open the food safety video on its own page' })).toHaveAttribute('href', config.helpVideos.foodSafety);
  });

  it('says a video with no address configured is not available, rather than showing a broken frame', async () => {
    renderVideos({ foodSafety: 'https://videos.example/embed/food' });
    const coshh = await screen.findByRole('region', { name: 'COSHH' });
    expect(coshh).toHaveTextContent('This video is not available at the moment.');
    expect(within(coshh).queryByTitle(/video$/)).not.toBeInTheDocument();
    expect(screen.getAllByTitle(/video$/)).toHaveLength(1);
  });
});
