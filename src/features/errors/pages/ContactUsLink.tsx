import { useConfig } from '@/config/ConfigContext';
import { buttonClass, type ActionVariant } from './buttonClass';
import { PhoneLink } from '@/components/contact/PhoneLink';

export interface ContactUsLinkProps {
  /** The spec writes it 'Contact us' on some pages and 'Contact Us' on others. */
  label: 'Contact us' | 'Contact Us';
  variant: ActionVariant;
}

/** The configured contact page (same tab, like every external link, spec §2); the office phone when there is none. */
export function ContactUsLink({ label, variant }: ContactUsLinkProps) {
  const { links, officePhone } = useConfig();
  if (links.contactUs)
    return (
      <a href={links.contactUs} className={buttonClass(variant)}>
        {label}
      </a>
    );
  if (officePhone) return <PhoneLink phone={officePhone} className={buttonClass(variant)} />;
  return null;
}
