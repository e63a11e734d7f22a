import { ContactOptions } from '@/components/contact/ContactOptions';
import { buttonClass } from './buttonClass';
import { ErrorPageLayout } from './ErrorPageLayout';
import { HomeLink } from './HomeLink';

/** /error/contactus: when the portal can't help and a person has to. */
export function ContactUsErrorPage() {
  return (
    <ErrorPageLayout
      title="Please contact us"
      actions={
        <>
          <ContactOptions primaryClassName={buttonClass('primary')} secondaryClassName={buttonClass('secondary')} />
          <HomeLink variant="secondary" />
        </>
      }
    >
      <p className="mb-0">
        We need to speak to you before you can carry on. Please get in touch using one of the options below and we'll
        help you.
      </p>
    </ErrorPageLayout>
  );
}
