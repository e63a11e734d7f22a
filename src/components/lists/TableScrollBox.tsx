import { useLayoutEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';

interface TableScrollBoxProps {
  /** The table's caption: the box's name when it is a keyboard stop. */
  label: string;
  children: ReactNode;
  /** A box that scrolls down too (its head stays in view): its greatest height. */
  maxHeight?: CSSProperties['maxHeight'];
}

const overflowsOf = (element: HTMLElement) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

function markAsStop(element: HTMLElement, label: string | null) {
  if (label === null) {
    element.removeAttribute('tabindex');
    element.removeAttribute('role');
    element.removeAttribute('aria-label');
  } else {
    element.tabIndex = 0;
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', label);
  }
}

/**
 * Makes the box a keyboard stop, named, while its content is wider (or taller) than the box, as the browser
 * lays it out. A ResizeObserver reports after the browser's own layout and before it paints, so measuring
 * there costs no extra layout (measured in a layout effect after every commit, it forced one inside React's
 * commit: 150 ms of a list page's first draw with the CPU slowed four times). The three attributes are set there
 * and then, on the element, not drawn by React: no scan or keypress meets a box that overflows but is no stop
 * yet, and no render runs inside the frame (drawn at once with flushSync, a change ran the new page's effects
 * there: a quarter of a list page's longest task on a phone). React never sets them, so never undoes them.
 * It reports again whenever the box or its table is resized, or the table is a new one.
 * Without layout (a test's DOM) nothing is measured.
 */
function useStopWhileOverflowing(box: RefObject<HTMLDivElement | null>, label: string) {
  const watching = useRef<{ observer: ResizeObserver; table: Element | null; isStop: boolean; label: string } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const current = watching.current;
      if (!current || overflowsOf(element) === current.isStop) return;
      current.isStop = !current.isStop;
      markAsStop(element, current.isStop ? current.label : null);
    });
    observer.observe(element);
    watching.current = { observer, table: null, isStop: false, label: '' };
    return () => {
      observer.disconnect();
      markAsStop(element, null);
      watching.current = null;
    };
  }, [box]);
  // After every commit, and cheap (it reads no layout): the table inside may be a new one, the name a new one.
  useLayoutEffect(() => {
    const current = watching.current;
    const element = box.current;
    if (!current || !element) return;
    if (current.label !== label) {
      current.label = label;
      if (current.isStop) element.setAttribute('aria-label', label);
    }
    const table = element.firstElementChild;
    if (current.table === table) return;
    if (current.table) current.observer.unobserve(current.table);
    if (table) current.observer.observe(table);
    current.table = table;
  });
}

/**
 * The box every table scrolls in on a narrow screen: the page never scrolls sideways (WCAG 1.4.10). While
 * its table is wider (or taller) than the box, the box is a keyboard stop named like the table, so it can be
 * scrolled without a mouse (WCAG 2.1.1); a table that fits adds no stop and no landmark.
 */
export function TableScrollBox({ label, children, maxHeight }: TableScrollBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  useStopWhileOverflowing(box, label);
  return (
    <div ref={box} className="table-responsive" style={maxHeight === undefined ? undefined : { maxHeight }}>
      {children}
    </div>
  );
}
