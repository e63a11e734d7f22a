import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';

interface TableScrollBoxProps {
  /** The table's caption: the box's name when it is a keyboard stop. */
  label: string;
  children: ReactNode;
  /** A box that scrolls down too (its head stays in view): its greatest height. */
  maxHeight?: CSSProperties['maxHeight'];
}

const overflowsOf = (element: HTMLElement) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

/**
 * Whether the box's content is wider (or taller) than the box: measured as each render is committed (before
 * the browser paints, so no scan or keypress meets a box that overflows but is no stop yet), and again
 * whenever the box or its table is resized. Without layout (a test's DOM) nothing is measured.
 */
function useOverflows(box: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose: the table inside may have changed (the same answer renders nothing again)
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measuring the layout before paint is what a layout effect is for
    setOverflows(overflowsOf(element));
  });
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(overflowsOf(element)));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
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
