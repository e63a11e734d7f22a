import type { CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

export const TOAST_AUTO_CLOSE_MS = 5000;

// Darker than the theme's grey, for easier reading.
const CONTAINER_STYLE = { '--toastify-text-color-light': '#212529' } as CSSProperties;

/**
 * Each toast is a role="alert" inside a polite live region, so screen readers announce it; hovering
 * or leaving the window pauses the countdown. The unstyled entry and its stylesheet as a file (loaded
 * with this lazy chunk, not the first load): the main entry would inject a <style> element, which a
 * strict Content-Security-Policy refuses (see toast.ts).
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
