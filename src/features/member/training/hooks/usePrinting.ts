import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the browser is printing the page: true from `beforeprint` to `afterprint`. The state is flushed at
 * once on `beforeprint`, so what only paper shows (the printed matrix's heading, with every premises it
 * covers: 200 at a large business) is in the DOM before the browser lays out the printed pages; on screen
 * the page keeps its small DOM.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
