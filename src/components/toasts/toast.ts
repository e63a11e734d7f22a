/**
 * The one way to raise a toast: `toast.success(…)`, `toast.error(…)`. It is react-toastify's unstyled
 * entry, whose toasts reach the container (ConfiguredToastContainer) only from this same entry: the main
 * entry injects a <style> element at run time, which the production Content-Security-Policy refuses
 * (no 'unsafe-inline' for styles), so its stylesheet is imported as a file instead. ESLint refuses
 * imports of 'react-toastify' itself.
 */
export { toast } from 'react-toastify/unstyled';
