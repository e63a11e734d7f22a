import { refusalMessage } from '@/api/refusalMessage';
import type { RefusalMessages } from '@/domain/refusal';

/** A unit's refusals (api/areas/premises.yaml), by code. */
const UNIT_REFUSALS: RefusalMessages = {
  'unit-closed': 'The unit is closed: a closed unit is kept as it was.',
  'franchise-fields-fixed': "A coffee franchise unit's business type, food types and equipment types are set by the franchise.",
  'unknown-business-type': 'That business type is no longer on our list. Reload the page and choose again.',
  'unknown-food-type': 'A food type is no longer on our list. Reload the page and choose again.',
  'unknown-equipment-type': 'An equipment type is no longer on our list. Reload the page and choose again.',
  'date-in-future': 'A date cannot be in the future.',
  'overnight-location-required': 'Enter where the mobile unit is kept overnight.',
  'invalid-request': 'Please check the details.',
};

/** Why a unit could not be saved, by the refusal's code, otherwise to try again. Typed values stay. */
export function SaveUnitError({ error, action }: { error: unknown; action: string }) {
  const reason = ` ${refusalMessage(error, UNIT_REFUSALS, 'Please check your connection and try again.')}`;
  return (
    <div className="alert alert-danger" role="alert">
      The unit could not be {action}.{reason} Everything you entered is still here.
    </div>
  );
}
