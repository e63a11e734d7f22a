// How the tests read the shared form pattern: the GOV.UK error summary and each field's inline message.
import { within } from '@testing-library/react';

/** The error summary a refused submit shows: role alert, named by its heading. */
export function errorSummary(container: HTMLElement = document.body): HTMLElement {
  return within(container).getByRole('alert', { name: 'There is a problem' });
}

/** Waits for the summary: validation runs asynchronously after the submit click. */
export function findErrorSummary(container: HTMLElement = document.body): Promise<HTMLElement> {
  return within(container).findByRole('alert', { name: 'There is a problem' });
}

export function queryErrorSummary(container: HTMLElement = document.body): HTMLElement | null {
  return within(container).queryByRole('alert', { name: 'There is a problem' });
}

/** The summary's links, as their text: one per invalid field, in form order, in the inline wording. */
export function summaryLinks(container: HTMLElement = document.body): string[] {
  return within(errorSummary(container))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/**
 * A field's inline message. The summary repeats it as a link, so a plain findByText would find both:
 * this finds the one beside the field.
 */
export function findInlineError(message: string | RegExp, container: HTMLElement = document.body): Promise<HTMLElement> {
  return within(container).findByText(message, { selector: '.invalid-feedback' });
}

export function getInlineError(message: string | RegExp, container: HTMLElement = document.body): HTMLElement {
  return within(container).getByText(message, { selector: '.invalid-feedback' });
}
