import type { CSSProperties } from 'react';
import './serverTable.css';

/**
 * A long name (a retailer, a member's business) on one line, cut with an ellipsis so a dense table needs
 * no sideways scrolling. Only the look is cut: the whole text stays in the page, so a screen reader reads
 * it in full, and the title shows it to a pointer. Isolated (`<bdi>`): a name in a right-to-left script,
 * or one holding a direction override, cannot reorder what stands around it.
 */
export function TruncatedText({ text, width = '12rem' }: { text: string; width?: string }) {
  return (
    <bdi className="larder-truncate" title={text} style={{ '--larder-truncate-width': width } as CSSProperties}>
      {text}
    </bdi>
  );
}
