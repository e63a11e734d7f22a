import type { CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 5000;

// Darker than the theme's grey, for easier reading.
const CONTAINER_STYLE = { '--toastify-text-color-light': '#212529' } as CSSProperties;

/**
 * Each toast is a role="alert" inside a polite live region, so screen readers announce it; hovering
 * or leaving the window pauses the countdown. react-toastify 11 injects its own stylesheet when this
 * container mounts, so ReactToastify.css is deliberately not imported (it would load twice and count
 * against the CSS budget). Import from 'react-toastify', never 'react-toastify/unstyled': that entry
 * keeps a separate toast store, and callers' toasts would never reach this container.
 */
export function ConfiguredToastContainer() {
  return (
    <ToastContainer
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
