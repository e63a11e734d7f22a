import type { CSSProperties } from 'react';
import { Bounce, cssTransition, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import './toasts.css';

export const TOAST_AUTO_CLOSE_MS = 5000;

// Darker than the theme's grey, for easier reading.
const CONTAINER_STYLE = { '--toastify-text-color-light': '#212529' } as CSSProperties;

/** No slide, bounce or collapsing height: a fade (toasts.css), for people who asked for less motion. */
const Fade = cssTransition({ enter: 'larder-toast-fade-in', exit: 'larder-toast-fade-out', collapse: false });

/**
 * Each toast is a role="alert" inside a polite live region, so screen readers announce it; hovering
 * or leaving the window pauses the countdown. The unstyled entry and its stylesheet as a file (loaded
 * with this lazy chunk, not the first load): the main entry would inject a <style> element, which a
 * strict Content-Security-Policy refuses (see toast.ts). Under prefers-reduced-motion they fade instead
 * of bouncing in and sliding out.
 */
export function ConfiguredToastContainer() {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ToastContainer
      transition={reducedMotion ? Fade : Bounce}
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick={false}
      pauseOnHover
      pauseOnFocusLoss
      aria-label="Notifications"
      style={CONTAINER_STYLE}
    />
  );
}
