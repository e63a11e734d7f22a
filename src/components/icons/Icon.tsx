import type { IconName } from './iconNames';
import { ICON_PATHS } from './iconPaths';

export interface IconProps {
  name: IconName;
  /** Give a title only when the icon carries meaning on its own; otherwise it is hidden from assistive technology. */
  title?: string;
  className?: string;
}

// Sits on the text baseline like a glyph, and never shrinks inside flex rows.
const ICON_STYLE = { verticalAlign: '-0.125em', flexShrink: 0 } as const;

/** An inline SVG icon sized to the surrounding text (1em) and drawn in its colour. */
export function Icon({ name, title, className }: IconProps) {
  const labelling = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      className={className ? `larder-icon ${className}` : 'larder-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      style={ICON_STYLE}
      {...labelling}
    >
      {title && <title>{title}</title>}
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
