import { Link } from 'react-router';
import { useConfig } from '@/config/ConfigContext';
import { pathTo } from '@/config/paths';
import { buttonClass, type ActionVariant } from './buttonClass';

export interface ContactUsLinkProps {
  /** The spec writes it 'Contact us' on some pages and 'Contact Us' on others. */
  label: 'Contact us' | 'Contact Us';
  variant: ActionVariant;
}

/**
 * Every error page's contact button is always there (spec §8): the configured contact page (same tab,
 * like every external link, spec §2), or else the portal's own contact page, which lists what is set.
 */
export function ContactUsLink({ label, variant }: ContactUsLinkProps) {
  const { links } = useConfig();
  if (links.contactUs)
    return (
      <a href={links.contactUs} className={buttonClass(variant)}>
        {label}
      </a>
    );
  return (
    <Link to={pathTo('contactUs')} className={buttonClass(variant)}>
      {label}
    </Link>
  );
}
