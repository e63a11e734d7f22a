import { useNavigation } from 'react-router';
import './navigationProgress.css';

/**
 * While a page's code or data is on its way after a click, a bar across the top says so (and screen
 * readers hear it), so a slow connection never looks like a click that did nothing. It sits above every
 * layout, outside their landmarks, so it is a status region of its own (axe: all content in a landmark).
 */
export function NavigationProgress() {
  const isLoading = useNavigation().state !== 'idle';
  if (!isLoading) return null;
  return (
    <div className="larder-navigation-progress" role="status">
      <div className="larder-navigation-progress-bar" role="progressbar" aria-label="Loading the page" />
    </div>
  );
}
