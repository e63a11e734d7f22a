// vitest: own modules. reactstrap counts its open modals in module state and locks the page's scroll only
// on the first: a modal an earlier file left counted would keep this file's first lock from happening.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormModal, type FormModalProps } from '@/components/modals/FormModal';
import { InformationModal } from '@/components/modals/InformationModal';
import {
  SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS,
  SCROLL_LOCK_RESET_DELAY_MS,
} from '@/components/modals/useScrollLockReset';

// Longer than reactstrap's own close animation, shorter than either reset delay.
const CLOSE_ANIMATION_MS = 400;

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

/** What reactstrap sometimes leaves behind on <body> after a modal has gone. */
function leaveScrollLockBehind() {
  document.body.style.overflow = 'hidden';
  document.body.style.paddingRight = '15px';
  document.body.classList.add('modal-open');
}

function expectScrollLocked() {
  expect(document.body.style.overflow).toBe('hidden');
  expect(document.body.style.paddingRight).toBe('15px');
  expect(document.body).toHaveClass('modal-open');
}

function expectScrollReleased() {
  expect(document.body.style.overflow).toBe('');
  expect(document.body.style.paddingRight).toBe('');
  expect(document.body).not.toHaveClass('modal-open');
}

function info(isOpen: boolean, title = 'Notice') {
  return (
    <InformationModal isOpen={isOpen} title={title} onClose={() => {}}>
      text
    </InformationModal>
  );
}

const formProps: FormModalProps = {
  isOpen: true,
  title: 'Company details',
  onClose: () => {},
  submitLabel: 'Save',
  isWorking: false,
  isSubmitDisabled: false,
  onDismissError: () => {},
  formId: 'form',
  children: <form id="form" />,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.removeAttribute('style');
  document.body.className = '';
});

describe('scroll-lock reset after a modal closes (spec §9)', () => {
  it('releases a left-over lock 500 ms after a modal closes, not before', () => {
    const { rerender } = render(info(true));
    expect(document.body.style.overflow).toBe('hidden'); // reactstrap locks while open

    rerender(info(false));
    advance(CLOSE_ANIMATION_MS);
    leaveScrollLockBehind();
    advance(SCROLL_LOCK_RESET_DELAY_MS - CLOSE_ANIMATION_MS - 1);
    expectScrollLocked();
    advance(1);
    expectScrollReleased();
  });

  it('does nothing for a modal that was never opened', () => {
    render(info(false));
    leaveScrollLockBehind();
    advance(SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS * 2);
    expectScrollLocked();
  });

  it('still releases the lock when the page goes away right after the modal closed', () => {
    const { rerender, unmount } = render(info(true));
    rerender(info(false));
    unmount();
    leaveScrollLockBehind();
    advance(SCROLL_LOCK_RESET_DELAY_MS);
    expectScrollReleased();
  });

  it('leaves the lock alone while another modal is still open', () => {
    const { rerender } = render(
      <>
        {info(true, 'First')}
        {info(true, 'Second')}
      </>,
    );
    rerender(
      <>
        {info(false, 'First')}
        {info(true, 'Second')}
      </>,
    );
    advance(SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('does not release the lock of a modal opened again before the delay ran out', () => {
    const { rerender } = render(info(true));
    rerender(info(false));
    advance(CLOSE_ANIMATION_MS);
    rerender(info(true));
    advance(SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('waits 500 ms when a form modal is closed without submitting', () => {
    const { rerender } = render(<FormModal {...formProps} />);
    rerender(<FormModal {...formProps} isOpen={false} />);
    advance(CLOSE_ANIMATION_MS);
    leaveScrollLockBehind();
    advance(SCROLL_LOCK_RESET_DELAY_MS - CLOSE_ANIMATION_MS);
    expectScrollReleased();
  });

  it('waits 1000 ms when a form modal closes after its form was submitted', () => {
    const { rerender } = render(<FormModal {...formProps} />);
    rerender(<FormModal {...formProps} isWorking />);
    rerender(<FormModal {...formProps} isWorking={false} isOpen={false} />);
    advance(CLOSE_ANIMATION_MS);
    leaveScrollLockBehind();
    advance(SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS - CLOSE_ANIMATION_MS - 1);
    expectScrollLocked();
    advance(1);
    expectScrollReleased();
  });

  it('goes back to 500 ms for the next opening of a form modal that was submitted before', () => {
    const { rerender } = render(<FormModal {...formProps} />);
    rerender(<FormModal {...formProps} isWorking />);
    rerender(<FormModal {...formProps} isOpen={false} />);
    advance(SCROLL_LOCK_RESET_AFTER_SUBMIT_DELAY_MS);
    rerender(<FormModal {...formProps} />);
    rerender(<FormModal {...formProps} isOpen={false} />);
    advance(CLOSE_ANIMATION_MS);
    leaveScrollLockBehind();
    advance(SCROLL_LOCK_RESET_DELAY_MS - CLOSE_ANIMATION_MS);
    expectScrollReleased();
  });
});
