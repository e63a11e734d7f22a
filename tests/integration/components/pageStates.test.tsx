import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '@/components/states/EmptyState';
import { ErrorState } from '@/components/states/ErrorState';
import { LoadingState } from '@/components/states/LoadingState';

describe('LoadingState', () => {
  it('announces "Loading…" when no label is given', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows its label under the spinner', () => {
    render(<LoadingState label="Loading your claims…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your claims…');
    expect(screen.getByText('Loading your claims…')).not.toHaveClass('visually-hidden');
    // eslint-disable-next-line testing-library/no-node-access -- the spinner is decoration (aria-hidden); the busy state is announced by the status text
    expect(status.querySelector('.spinner-border')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ErrorState', () => {
  it('is an alert with a title and the message', () => {
    render(<ErrorState title="We couldn't load your claims" message="Please try again in a moment." />);
    const alert = screen.getByRole('alert');
    expect(alert).toContainElement(screen.getByRole('heading', { name: "We couldn't load your claims" }));
    expect(alert).toHaveTextContent('Please try again in a moment.');
  });

  it('has a general title by default', () => {
    render(<ErrorState message="The server did not answer." />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('offers "Try again" only when it can retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorState message="Failed" />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    rerender(<ErrorState message="Failed" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('EmptyState', () => {
  it('shows its title, message and next step', () => {
    render(<EmptyState title="No claims yet" message="Claims you submit will appear here." action={<a href="/claim">Make a claim</a>} />);
    expect(screen.getByRole('heading', { name: 'No claims yet' })).toBeInTheDocument();
    expect(screen.getByText('Claims you submit will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a claim' })).toHaveAttribute('href', '/claim');
  });

  it('is quiet: not an alert or status', () => {
    render(<EmptyState title="No claims yet" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
