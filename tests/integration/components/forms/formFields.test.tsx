import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../support/renderWithProviders';
import { findErrorSummary } from '../../support/formErrors';
import { MembershipApplicationForm, MESSAGES, type ApplicationValues } from './MembershipApplicationForm';

function renderApplication() {
  const send = vi.fn(async (_values: ApplicationValues) => {});
  const rendered = renderWithProviders(<MembershipApplicationForm send={send} />);
  return { ...rendered, send, user: rendered.userEvent };
}

/** Apply, refused by validation, which runs asynchronously after the click. */
async function applyRefused(user: ReturnType<typeof renderApplication>['user']) {
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await findErrorSummary();
}

describe('the field frame: label, hint, inline error and their ARIA', () => {
  it('labels the control and describes it by its hint while valid', () => {
    renderApplication();
    const name = screen.getByRole('textbox', { name: 'Business name' });
    expect(name).toHaveAccessibleDescription('As it appears on your signage.');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveClass('is-invalid');
    expect(name).toHaveAttribute('autocomplete', 'organization');
    // No hint, nothing to describe it.
    expect(screen.getByRole('combobox', { name: 'Type of business' })).not.toHaveAttribute('aria-describedby');
  });

  it('when invalid: is-invalid, aria-invalid, and aria-describedby listing the hint, then the error', async () => {
    const { user } = renderApplication();
    await applyRefused(user);
    const name = screen.getByRole('textbox', { name: 'Business name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveClass('form-control', 'is-invalid');
    expect(name).toHaveAccessibleDescription(`As it appears on your signage. ${MESSAGES.businessName}`);

    const type = screen.getByRole('combobox', { name: 'Type of business' });
    expect(type).toHaveClass('form-select', 'is-invalid');
    expect(type).toHaveAccessibleDescription(MESSAGES.businessType);
  });

  it('clears the error state once the field is put right', async () => {
    const { user } = renderApplication();
    await applyRefused(user);
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'The Corner Café');
    const name = screen.getByRole('textbox', { name: 'Business name' });
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(name).toHaveAccessibleDescription('As it appears on your signage.');
  });

  it('gives every control of two forms on one page its own id', () => {
    renderWithProviders(
      <>
        <MembershipApplicationForm send={async () => {}} />
        <MembershipApplicationForm send={async () => {}} />
      </>,
    );
    // eslint-disable-next-line testing-library/no-node-access -- unique ids are markup (they tie labels to controls), not something perceived
    const ids = [...document.querySelectorAll('input, select, textarea')].map((control) => control.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole('textbox', { name: 'Business name' })).toHaveLength(2);
  });
});

describe('the yes/no and radio groups', () => {
  it('are groups named by their question, holding the answers, described by hint and error', async () => {
    const { user } = renderApplication();
    const vat = screen.getByRole('group', { name: 'VAT registered' });
    expect(within(vat).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['yes', 'no']);
    expect(within(vat).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'How should we contact you?' })).getByRole('radio', { name: 'Email' })).toHaveAccessibleDescription(
      'We use it only for your membership.',
    );

    await applyRefused(user);
    for (const radio of within(vat).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription(MESSAGES.vatRegistered);
    }
    expect(within(screen.getByRole('group', { name: 'How should we contact you?' })).getByRole('radio', { name: 'Phone' })).toHaveAccessibleDescription(
      `We use it only for your membership. ${MESSAGES.contactBy}`,
    );

    await user.click(within(vat).getByRole('radio', { name: 'No' }));
    expect(within(vat).getByRole('radio', { name: 'No' })).toBeChecked();
    await waitFor(() => expect(within(vat).getByRole('radio', { name: 'Yes' })).not.toHaveAttribute('aria-invalid'));
  });
});

describe('the tick boxes', () => {
  it('a group of tick boxes shares one message, which describes every box', async () => {
    const { user } = renderApplication();
    await user.click(screen.getByRole('checkbox', { name: 'I own or run this business' }));
    await applyRefused(user);
    const group = screen.getByRole('group', { name: 'Declarations' });
    for (const box of within(group).getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(MESSAGES.confirmations);
    }
  });

  it('a single tick box has its own message', async () => {
    const { user } = renderApplication();
    await applyRefused(user);
    expect(screen.getByRole('checkbox', { name: 'I agree to the membership terms' })).toHaveAccessibleDescription(MESSAGES.agreesToTerms);
  });
});

describe('the date field (react-datepicker)', () => {
  it('takes a date typed as DD/MM/YYYY, closing the calendar once it is whole; Escape closes it too', async () => {
    const { user, send } = renderApplication();
    const date = screen.getByRole('textbox', { name: 'Date opened' });
    expect(date).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await user.click(date);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.type(date, '27/03/201');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.type(date, '9');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(date).toHaveValue('27/03/2019');
    expect(date).toHaveFocus();
    await user.click(date);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(date).toHaveValue('27/03/2019');

    await applyRefused(user);
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(date).toHaveAccessibleDescription('For example, 27/03/2019.');
    expect(send).not.toHaveBeenCalled(); // the rest of the form is still empty
  });

  it('takes a day picked from the calendar', async () => {
    const { user } = renderApplication();
    const date = screen.getByRole('textbox', { name: 'Date opened' });
    await user.type(date, '01/03/2019');
    // The calendar closed once the date was whole; a click on the field opens it again, at that month.
    await user.click(date);
    const calendar = await screen.findByRole('dialog');
    await user.click(within(calendar).getByRole('gridcell', { name: 'Choose Friday, March 15th, 2019' }));
    expect(date).toHaveValue('15/03/2019');
  });

  it('says when it is missing or unreadable', async () => {
    const { user } = renderApplication();
    const date = screen.getByRole('textbox', { name: 'Date opened' });
    await applyRefused(user);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(`For example, 27/03/2019. ${MESSAGES.openedOn}`);
  });

  it('keeps text that is no date as typed, and never sends the date typed before it', async () => {
    const { user, send } = renderApplication();
    const date = screen.getByRole('textbox', { name: 'Date opened' });
    await user.type(date, '27/03/2019');
    // Changed to month first: no date (never 13 December), shown as typed after leaving the field.
    await user.clear(date);
    await user.type(date, '12/13/2019');
    await user.tab();
    expect(date).toHaveValue('12/13/2019');
    await applyRefused(user);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(`For example, 27/03/2019. ${MESSAGES.openedOn}`);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the money, number and postcode fields', () => {
  it('money: a £ prefix hidden from assistive technology, and a number of pounds as the value', async () => {
    const { user } = renderApplication();
    const turnover = screen.getByRole('spinbutton', { name: 'Weekly turnover' });
    // eslint-disable-next-line testing-library/no-node-access -- the £ before the box is hidden from assistive technology (the label says pounds), so no query reaches it
    const prefix = turnover.previousElementSibling;
    expect(prefix).toHaveTextContent('£');
    expect(prefix).toHaveAttribute('aria-hidden', 'true');
    expect(turnover).toHaveAttribute('step', '0.01');
    await user.type(turnover, '12.50');
    expect(turnover).toHaveValue(12.5);

    await user.clear(turnover);
    await applyRefused(user);
    expect(turnover).toHaveAccessibleDescription(MESSAGES.weeklyTurnover);
  });

  it('number: a whole-number spin button, its value a number', async () => {
    const { user } = renderApplication();
    const staff = screen.getByRole('spinbutton', { name: 'Number of staff' });
    expect(staff).toHaveValue(0);
    await user.clear(staff);
    await user.type(staff, '2.5');
    await applyRefused(user);
    expect(staff).toHaveAccessibleDescription(MESSAGES.staff);
  });

  it('postcode: autocomplete postal-code, tidied to capitals and one space on leaving it', async () => {
    const { user } = renderApplication();
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    expect(postcode).toHaveAttribute('autocomplete', 'postal-code');
    await user.type(postcode, '  sw1a   1aa ');
    await user.tab();
    expect(postcode).toHaveValue('SW1A 1AA');
    await applyRefused(user);
    expect(postcode).not.toHaveAttribute('aria-invalid');
  });
});

describe('the file field', () => {
  it('holds one file, shows it, and can remove it (emptying the input)', async () => {
    const { user } = renderApplication();
    const input = screen.getByLabelText<HTMLInputElement>('Hygiene certificate');
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    await user.upload(input, new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('certificate.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove certificate' }));
    expect(screen.queryByText('certificate.pdf')).not.toBeInTheDocument();
    expect(input.value).toBe('');
  });
});
