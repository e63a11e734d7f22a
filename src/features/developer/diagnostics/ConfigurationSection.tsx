import { useConfig } from '@/config/ConfigContext';
import { DiagnosticsSection } from './DiagnosticsSection';
import { visibleConfiguration } from './visibleConfiguration';

export function ConfigurationSection() {
  const config = useConfig();
  return <DiagnosticsSection title="Configuration in force" rows={visibleConfiguration(config)} />;
}
