import { ContactOptions, hasContactOptions } from '@/components/contact/ContactOptions';
import { useConfig } from '@/config/ConfigContext';

/** The configured ways to reach the association, in a row; nothing at all when none is configured. */
export function ContactLinks() {
  if (!hasContactOptions(useConfig())) return null;
  return (
    <div className="d-flex flex-wrap gap-2">
      <ContactOptions />
    </div>
  );
}
