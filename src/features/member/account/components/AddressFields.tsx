import { PostcodeField } from '@/components/forms/PostcodeField';
import { TextField } from '@/components/forms/TextField';
import { TEXT_MAX_LENGTH } from '@/domain/account/accountDetailsSchema';

/** A UK postal address's fields, named under `name` (mailAddress, invoiceAddress), with postal autocomplete. */
export function AddressFields({ name, section }: { name: 'mailAddress' | 'invoiceAddress'; section: 'shipping' | 'billing' }) {
  return (
    <>
      <TextField name={`${name}.line1`} label="Address line 1" autoComplete={`section-${name} ${section} address-line1`} maxLength={TEXT_MAX_LENGTH} />
      <TextField
        name={`${name}.line2`}
        label="Address line 2 (optional)"
        autoComplete={`section-${name} ${section} address-line2`}
        maxLength={TEXT_MAX_LENGTH}
      />
      <div className="row">
        <div className="col-md-6">
          <TextField name={`${name}.town`} label="Town or city" autoComplete={`section-${name} ${section} address-level2`} maxLength={TEXT_MAX_LENGTH} />
        </div>
        <div className="col-md-6">
          <TextField name={`${name}.county`} label="County (optional)" autoComplete={`section-${name} ${section} address-level1`} maxLength={TEXT_MAX_LENGTH} />
        </div>
      </div>
      <PostcodeField name={`${name}.postcode`} label="Postcode" autoComplete={`section-${name} ${section} postal-code`} className="mb-0" />
    </>
  );
}
