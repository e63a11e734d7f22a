import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSimulator } from '../support/simulator';
import { TRAINING_SCREENS, rowsOf, stubDownloads } from './trainingScreens';
import { renderWithProviders } from '../support/renderWithProviders';
import { definitionsIn } from '../support/queries';

const simulator = setupSimulator();
const findCertificates = () => screen.findByRole('table', { name: /^Certificates, / });

describe('certificates', () => {
  it('lists every certificate of active trainees, soonest expiry first, with its status', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/certificates' });
    const table = await findCertificates();
    expect(rowsOf(table).map(([trainee, course, , , status]) => [trainee, course, status])).toEqual([
      ['Chloe Davies', 'Allergen Awareness', 'Expired'],
      ['Ben Carter', 'Level 2 Food Hygiene', 'Expiring soon'],
      ['Ella Foster', 'Emergency First Aid at Work', 'Valid'],
      ['Aisha Khan', 'Allergen Awareness', 'Valid'],
      ['Aisha Khan', 'Level 3 Food Hygiene', 'Valid'],
      ['Ella Foster', 'Level 1 Food Hygiene', 'Valid'],
      ['Chloe Davies', 'Level 1 Food Hygiene', 'Valid'],
    ]);
    expect(within(table).getByRole('row', { name: /Emergency First Aid/ })).toHaveTextContent('No file uploaded');
  });

  it('sorts by expiry either way and filters by status on the server, in the address', async () => {
    const { userEvent: user, router } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/certificates' });
    const table = await findCertificates();
    const expires = within(table).getByRole('columnheader', { name: /Expires/ });
    expect(expires).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(expires).getByRole('button'));
    expect(router.state.location.search).toBe('?direction=desc');
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /Expires/ })).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))[0]!.slice(0, 2)).toEqual(['Chloe Davies', 'Level 1 Food Hygiene']));

    await user.selectOptions(screen.getByLabelText('Status'), 'Expiring soon');
    expect(router.state.location.search).toBe('?status=expiringSoon&direction=desc');
    await waitFor(() => expect(rowsOf(screen.getByRole('table')).map(([trainee]) => trainee)).toEqual(['Ben Carter']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 1 of 1');
  });

  it("includes archived trainees' certificates when asked", async () => {
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/certificates?status=expired' });
    await findCertificates();
    expect(rowsOf(screen.getByRole('table')).map(([trainee]) => trainee)).toEqual(['Chloe Davies']);
    await user.click(screen.getByRole('checkbox', { name: 'Include archived trainees' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table')).map(([trainee]) => trainee)).toEqual(['Fred Green Archived', 'Chloe Davies']));
  });

  it('marks a renewed certificate as replaced, after the ones that count', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/certificates', account: 'member-active' });
    const table = await findCertificates();
    const lily = within(table).getAllByRole('row', { name: /Lily Evans/ });
    // The renewal counts; the old one, replaced, comes last.
    expect(lily).toHaveLength(2);
    expect(lily[0]).toHaveTextContent('Valid');
    expect(lily[1]).toHaveTextContent('Replaced by a newer certificate');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('Replaced by a newer certificate');
  });

  it('downloads a certificate', async () => {
    const saved = stubDownloads();
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/certificates' });
    await findCertificates();
    await user.click(screen.getByRole('button', { name: /Download Ben Carter's Level 2 Food Hygiene certificate/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('names each certificate\'s trainee from its own page, and reads the trainees to upload for only when the form opens', async () => {
    const everyTrainee = '/members/:membershipNumber/trainees';
    const { userEvent: user } = renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/certificates' });
    await findCertificates();
    expect(simulator.requestsTo('GET', everyTrainee)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Upload a certificate' }));
    const options = within(await screen.findByLabelText('Trainee')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a trainee', 'Ben Carter', 'Chloe Davies', 'Dan Evans', 'Ella Foster', 'Aisha Khan']);
    expect(simulator.requestsTo('GET', everyTrainee)).toHaveLength(1);
  });

  it('says plainly when the membership does not include training, and asks the API nothing of it', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/certificates', account: 'member-no-training' });
    expect(await screen.findByRole('heading', { name: 'Training records are not included in your membership' })).toBeInTheDocument();
    expect(simulator.requestsTo('GET', /\/training\/|\/trainees/)).toHaveLength(0);
  });

  it('says so when there are no certificates yet', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/certificates', account: 'member-training-empty' });
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeInTheDocument();
  });
});

describe('courses', () => {
  const card = (name: string) => screen.getByRole('region', { name });

  it('shows each course with its level, provider, length, member price and refresh period, and who needs it', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/courses' });
    await screen.findByRole('region', { name: 'Level 2 Food Hygiene' });
    const level2 = card('Level 2 Food Hygiene');
    const facts = definitionsIn(level2);
    expect(facts).toEqual({
      Level: 'Level 2',
      Provider: 'Larder Training (online)',
      Length: '4 hours',
      'Price for members': '£25',
      Refresh: 'Every 3 yearsNo legal expiry; refreshing every 3 years is common practice.',
    });
    expect(within(level2).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ben Carter Expiring soon', 'Dan Evans Not done']);
    expect(within(card('Allergen Awareness')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Chloe Davies Expired']);
    expect(within(card('Fire Marshal')).getByText('None at the moment.')).toBeInTheDocument();
  });

  it('links each course to the training site, in the same tab', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/courses' });
    const link = await screen.findByRole('link', { name: /Book this course: First Aid at Work/ });
    expect(link.getAttribute('href')).toMatch(/\/idp\/external\/training\?course=first-aid-at-work$/);
    expect(link).not.toHaveAttribute('target');
  });

  it('hides the booking links when no training site is configured', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/courses', config: { trainingSiteUrl: undefined } });
    await screen.findByRole('region', { name: 'Level 2 Food Hygiene' });
    expect(screen.queryByRole('link', { name: /Book/ })).toBeNull();
    expect(screen.getByText(/Ask your account manager to book a course/)).toBeInTheDocument();
  });

  it('shows the catalogue alone to a member without the training permission', async () => {
    renderWithProviders(null, { ...TRAINING_SCREENS, path: '/training/courses', account: 'member-no-training' });
    await screen.findByRole('region', { name: 'Level 2 Food Hygiene' });
    expect(screen.queryByText('Your trainees who need it')).toBeNull();
    expect(simulator.requestsTo('GET', /\/trainees|\/training\/certificates/)).toHaveLength(0);
  });
});
