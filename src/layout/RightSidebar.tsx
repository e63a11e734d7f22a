import { useId } from 'react';
import { Offcanvas } from 'reactstrap';
import { usePrefersReducedMotion } from '@/components/motion/usePrefersReducedMotion';
import type { LayoutSettings, LayoutSettingsChange } from './layoutSettings';
import { LayoutSettingRadios } from './LayoutSettingRadios';

interface RightSidebarProps {
  isOpen: boolean;
  settings: LayoutSettings;
  onChange: (change: LayoutSettingsChange) => void;
  onClose: () => void;
}

const WIDTH_OPTIONS = [
  { value: 'fluid', label: 'Full width' },
  { value: 'boxed', label: 'Boxed' },
] as const;
const THEME_OPTIONS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;
const TYPE_OPTIONS = [
  { value: 'default', label: 'Icons and labels' },
  { value: 'condensed', label: 'Icons only' },
] as const;

/** The layout settings panel: every change applies at once (and is remembered by the provider). */
export function RightSidebar({ isOpen, settings, onChange, onClose }: RightSidebarProps) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Offcanvas isOpen={isOpen} toggle={onClose} direction="end" labelledBy={titleId} aria-modal="true" fade={!reducedMotion}>
      <div className="offcanvas-header border-bottom">
        <h2 id={titleId} className="offcanvas-title h5">
          Layout settings
        </h2>
        <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
      </div>
      <div className="offcanvas-body">
        <LayoutSettingRadios
          legend="Page width"
          options={WIDTH_OPTIONS}
          value={settings.layoutWidth}
          onChange={(layoutWidth) => onChange({ layoutWidth })}
        />
        <LayoutSettingRadios
          legend="Menu colour"
          options={THEME_OPTIONS}
          value={settings.leftSideBarTheme}
          onChange={(leftSideBarTheme) => onChange({ leftSideBarTheme })}
        />
        <LayoutSettingRadios
          legend="Menu size"
          options={TYPE_OPTIONS}
          value={settings.leftSideBarType}
          onChange={(leftSideBarType) => onChange({ leftSideBarType })}
        />
        <p className="small text-body-secondary mb-0">
          Your choices are saved on this device. On small screens the menu always shows its labels.
        </p>
      </div>
    </Offcanvas>
  );
}
