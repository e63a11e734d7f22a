import { useConfig } from '@/config/ConfigContext';
import type { ProgrammeLinkKey } from '@/config/config';
import { Icon } from '@/components/icons/Icon';

/**
 * A programme's configured external links (spec §9: deal and FAQ), each shown only when set. External
 * links open in the same tab, like the menu's.
 */
export function ProgrammeLinks({ programme, name, className = 'd-flex flex-wrap gap-3' }: { programme: ProgrammeLinkKey; name: string; className?: string }) {
  const links = useConfig().programmeLinks[programme];
  if (!links?.deal && !links?.faq) return null;
  return (
    <ul className={`list-unstyled mb-0 ${className}`}>
      {links.deal && (
        <li>
          <a href={links.deal} className="link-primary">
            <Icon name="external" /> {name} deal details
          </a>
        </li>
      )}
      {links.faq && (
        <li>
          <a href={links.faq} className="link-primary">
            <Icon name="external" /> {name} questions and answers
          </a>
        </li>
      )}
    </ul>
  );
}
