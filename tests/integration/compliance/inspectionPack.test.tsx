import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InspectionPackPage } from '@/features/member/inspectionPack/InspectionPackPage';
import { MemberSessionProvider } from '@/session/MemberSessionContext';
import { setupSimulator } from '../support/simulator';
import { unitId } from '../../mocks/api/seed/units';
import { CAFE_ID } from './complianceHarness';
import { renderWithProviders } from '../support/renderWithProviders';

setupSimulator();
const PACK = '/documents/inspection-pack';
const routes = [{ path: PACK, element: <MemberSessionProvider><InspectionPackPage /></MemberSessionProvider> }];
const SECTIONS = ['Company documents', 'Risk assessments', 'Training matrix', 'Gas records'];

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('the inspection pack', () => {
  it("lists its four sections in the contents and prints the whole business's documents, risk assessments, trainees and gas records", async () => {
    renderWithProviders(null, { account: 'member-active', routes, path: PACK });
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAttribute('href', `#${section(SECTIONS[index]!).id}`);
    }
    // The cover names the business, first and as its title (the sections' documents may name it too, once loaded:
    // a race with getByText's one match).
    expect(screen.getAllByText('Larder Kitchens Ltd')[0]).toHaveClass('h3');

    const documents = within(section('Company documents'));
    expect(documents.getByRole('rowheader', { name: 'Health & Safety Policy' })).toBeInTheDocument();
    expect(documents.getByRole('rowheader', { name: 'COSHH' })).toBeInTheDocument();

    const assessments = within(section('Risk assessments'));
    const cafeFood = await assessments.findByRole('article', { name: 'Food Safety Risk Assessment: The Larder Café' });
    expect(within(cafeFood).getByText(/^Version 1, signed \d\d\/\d\d\/\d{4} by Priya Shah, Director\./)).toBeInTheDocument();
    expect(within(cafeFood).getAllByRole('heading', { level: 4 }).length).toBeGreaterThan(1);
    expect(assessments.getByRole('article', { name: 'Food Safety Risk Assessment: Larder Street Food Van' })).toBeInTheDocument();
    const fire = assessments.getByRole('article', { name: 'Fire Safety Risk Assessment: The Larder Café' });
    expect(within(fire).getByText(/Not signed yet/)).toHaveTextContent('Not signed yet: Draft');

    const matrix = within(await within(section('Training matrix')).findByRole('table'));
    expect(matrix.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Hannah Clarke', 'Lily Evans', 'Owen Hughes', 'Jess Patel', 'Marco Rossi']);
    expect(matrix.getByRole('row', { name: /Owen Hughes/ })).toHaveTextContent('Expired');

    const gas = within(section('Gas records'));
    expect(gas.getAllByRole('row', { name: /Dan Price, Price Gas Services Ltd/ })).toHaveLength(2);
    expect(gas.getByRole('row', { name: /Rhiannon Lewis, Coast Commercial Gas/ })).toHaveTextContent('Larder Street Food Van');
  });

  it("narrows every section to the unit chosen, keeping the whole business's own documents", async () => {
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: PACK });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Pack for' }), 'Larder Street Food Van');

    const assessments = within(section('Risk assessments'));
    expect(await assessments.findByRole('article', { name: 'Food Safety Risk Assessment: Larder Street Food Van' })).toBeInTheDocument();
    expect(assessments.queryByRole('article', { name: /The Larder Café/ })).toBeNull();
    expect(within(section('Company documents')).getByRole('rowheader', { name: 'Health & Safety Policy' })).toBeInTheDocument();

    const matrix = within(await within(section('Training matrix')).findByRole('table'));
    expect(matrix.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Lily Evans', 'Owen Hughes']);

    const gas = within(section('Gas records'));
    expect(gas.queryByText(/Dan Price/)).toBeNull();
    expect(gas.getByRole('row', { name: /Rhiannon Lewis/ })).toBeInTheDocument();
  });

  it('opens at the unit its address names', async () => {
    renderWithProviders(null, { account: 'member-active', routes, path: `${PACK}?unit=${CAFE_ID}` });
    expect(await screen.findByRole('combobox', { name: 'Pack for' })).toHaveDisplayValue('The Larder Café');
    expect(within(section('Gas records')).getAllByRole('row', { name: /Dan Price/ })).toHaveLength(2);
    expect(within(section('Gas records')).queryByText(/Rhiannon Lewis/)).toBeNull();
  });

  it('says so when the unit chosen has no gas records', async () => {
    // member-compliance-mix's bistro has no gas safety recorded (tests/mocks/api/seed/gas.ts).
    renderWithProviders(null, { account: 'member-compliance-mix', routes, path: `${PACK}?unit=${unitId(40)}` });
    expect(await screen.findByRole('combobox', { name: 'Pack for' })).toHaveDisplayValue('Harbour Lights Bistro');
    expect(within(section('Gas records')).getByRole('heading', { level: 3, name: 'No gas records for this unit' })).toBeInTheDocument();
  });

  it('prints the pack with the browser when asked', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { userEvent: user } = renderWithProviders(null, { account: 'member-active', routes, path: PACK });
    await user.click(await screen.findByRole('button', { name: 'Print the pack' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
