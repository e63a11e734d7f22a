import { act, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { InformationModal } from '@/components/modals/InformationModal';
import { usePrefersReducedMotion } from '@/components/motion/usePrefersReducedMotion';
import { toast } from '@/components/toasts/toast';
import { ToastHost } from '@/components/toasts/ToastHost';
import { RightSidebar } from '@/layout/RightSidebar';
import { DEFAULT_LAYOUT_SETTINGS } from '@/layout/layoutSettings';

/** A system setting for reduced motion that the test can change (jsdom has no matchMedia of its own). */
function stubReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-reduced-motion: reduce)');
    return query;
  });
  return {
    set(reduce: boolean) {
      query.matches = reduce;
      act(() => listeners.forEach((listener) => listener()));
    },
    listenerCount: () => listeners.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePrefersReducedMotion', () => {
  it('is false where there is no matchMedia (no preference)', () => {
    expect(window.matchMedia).toBeUndefined();
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
  });

  it('follows the system setting as it changes, and stops listening when unmounted', () => {
    const setting = stubReducedMotion(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    setting.set(true);
    expect(result.current).toBe(true);
    setting.set(false);
    expect(result.current).toBe(false);
    unmount();
    expect(setting.listenerCount()).toBe(0);
  });
});

describe('with reduced motion asked for, modals and the settings panel open without a transition', () => {
  const dialogClasses = () => screen.getByRole('dialog').className.split(' ');

  it.each([
    { reduce: false, fade: true },
    { reduce: true, fade: false },
  ])('reduced motion $reduce: the information modal fades $fade', ({ reduce, fade }) => {
    stubReducedMotion(reduce);
    render(
      <InformationModal isOpen title="Before you claim" onClose={() => undefined}>
        text
      </InformationModal>,
    );
    expect(dialogClasses().includes('fade')).toBe(fade);
  });

  it.each([
    { reduce: false, fade: true },
    { reduce: true, fade: false },
  ])('reduced motion $reduce: a working modal (confirm) fades $fade', ({ reduce, fade }) => {
    stubReducedMotion(reduce);
    render(
      <ConfirmModal isOpen title="Remove?" confirmLabel="Remove" onConfirm={() => undefined} onClose={() => undefined} isWorking={false} onDismissError={() => undefined}>
        Sure?
      </ConfirmModal>,
    );
    expect(dialogClasses().includes('fade')).toBe(fade);
  });

  it.each([
    { reduce: false, fade: true },
    { reduce: true, fade: false },
  ])('reduced motion $reduce: the layout settings panel fades $fade', ({ reduce, fade }) => {
    stubReducedMotion(reduce);
    render(<RightSidebar isOpen settings={DEFAULT_LAYOUT_SETTINGS} onChange={() => undefined} onClose={() => undefined} />);
    // eslint-disable-next-line testing-library/no-node-access -- the animation is a CSS class: the accessibility tree has no motion
    expect(document.querySelector('.offcanvas-backdrop')?.classList.contains('fade')).toBe(fade);
  });
});

describe('with reduced motion asked for, toasts fade rather than bounce in and slide out', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it.each([
    { reduce: false, entering: 'Toastify__bounce-enter--top-right', not: 'larder-toast-fade-in' },
    { reduce: true, entering: 'larder-toast-fade-in', not: 'Toastify__bounce-enter--top-right' },
  ])('reduced motion $reduce: a toast enters with $entering', async ({ reduce, entering, not }) => {
    stubReducedMotion(reduce);
    render(<ToastHost />);
    const region = await screen.findByRole('region', { name: 'Notifications' });
    act(() => {
      toast.success('Your details have been successfully updated.');
    });
    // eslint-disable-next-line testing-library/no-node-access -- the animation is a CSS class: the accessibility tree has no motion
    const shown = (await within(region).findByRole('alert')).closest('.Toastify__toast')!;
    expect(shown).toHaveClass(entering);
    expect(shown).not.toHaveClass(not);
  });
});
