import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';

interface TableScrollBoxProps {
  /** The table's caption: the box's name when it is a keyboard stop. */
  label: string;
  children: ReactNode;
  /** A box that scrolls down too (its head stays in view): its greatest height. */
  maxHeight?: CSSProperties['maxHeight'];
}

// A pixel over is no overflow: a table's collapsed bottom border (half outside its box) is rounded up into a
// scrollHeight one pixel taller than the box, which cannot be scrolled, and made every table a keyboard stop.
const overflowsOf = (element: HTMLElement) => element.scrollWidth - element.clientWidth > 1 || element.scrollHeight - element.clientHeight > 1;

/**
 * Whether the box's content is wider (or taller) than the box, as the browser lays it out. A ResizeObserver
 * reports after the browser's own layout and before it paints, so measuring there costs no extra layout
 * (measured in a layout effect, after every commit, it forced one inside React's commit: 150 ms of a list
 * page's first draw with the CPU slowed four times), and a changed answer is drawn at once (flushSync), before
 * the paint: no scan or keypress meets a box that overflows but is no stop yet. An unchanged one draws nothing:
 * a flushSync would run the new page's effects inside the frame (a quarter of a list page's longest task).
 * It reports again whenever the box or its table is resized, or the table is a new one.
 * Without layout (a test's DOM) nothing is measured.
 */
function useOverflows(box: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  const watching = useRef<{ observer: ResizeObserver; table: Element | null } | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let drawn = false; // as the state starts; only this observer changes it
    const observer = new ResizeObserver(() => {
      const next = overflowsOf(element);
      if (next === drawn) return;
      drawn = next;
      flushSync(() => setOverflows(next));
    });
    observer.observe(element);
    watching.current = { observer, table: null };
    return () => {
      observer.disconnect();
      watching.current = null;
    };
  }, [box]);
  // After every commit, and cheap (it reads no layout): the table inside may be a new one.
  useLayoutEffect(() => {
    const current = watching.current;
    const table = box.current?.firstElementChild ?? null;
    if (!current || current.table === table) return;
    if (current.table) current.observer.unobserve(current.table);
    if (table) current.observer.observe(table);
    current.table = table;
  });
  return overflows;
}

/**
 * The box every table scrolls in on a narrow screen: the page never scrolls sideways (WCAG 1.4.10). While
 * its table is wider (or taller) than the box, the box is a keyboard stop named like the table, so it can be
 * scrolled without a mouse (WCAG 2.1.1); a table that fits adds no stop and no landmark.
 */
export function TableScrollBox({ label, children, maxHeight }: TableScrollBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  return (
    <div
      ref={box}
      className="table-responsive"
      style={maxHeight === undefined ? undefined : { maxHeight }}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
