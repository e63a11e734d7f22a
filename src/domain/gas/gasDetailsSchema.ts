import { array, boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { GAS_SUPPLIES, type GasAppliance, type GasSupply, type UnitGasSafety } from './gasSafety';
import { REQUEST_LIMITS } from '../contractLimits';
import { limitedText } from '../text/textField';

/** One appliance row of the gas details form; a new row has no id yet. */
export interface ApplianceFormRow {
  id: string;
  name: string;
  location: string;
  interlocked: boolean;
}

/** The gas supply and appliances form of one unit. */
export interface GasDetailsFormValues {
  gasSupply: GasSupply | '';
  appliances: ApplianceFormRow[];
}

/** What PUT /members/{n}/gas-safety/units/{unitId} takes. */
export interface GasDetailsRequest {
  gasSupply: GasSupply;
  /** New appliances have no id; the API gives them one. None when the unit has no gas. */
  appliances: (Omit<GasAppliance, 'id'> & { id?: string })[];
}

export const GAS_DETAILS_MESSAGES = {
  gasSupply: 'Select how the unit gets its gas',
  applianceName: 'Enter what the appliance is',
  applianceLocation: 'Enter where the appliance is',
  appliances: 'Add the gas appliances at this unit, or choose "No gas at this unit"',
} as const;

const applianceSchema: ObjectSchema<ApplianceFormRow> = object({
  id: string().defined(),
  name: limitedText(string().defined().trim().required(GAS_DETAILS_MESSAGES.applianceName), 'Appliance', REQUEST_LIMITS.GasApplianceRequest.name),
  location: limitedText(string().defined().trim().required(GAS_DETAILS_MESSAGES.applianceLocation), 'Where it is', REQUEST_LIMITS.GasApplianceRequest.location),
  interlocked: boolean().defined(),
});

/** A unit with gas has at least one appliance, each named and placed; a unit without gas keeps none. */
export const gasDetailsSchema: ObjectSchema<GasDetailsFormValues> = object({
  gasSupply: mixed<GasSupply | ''>().defined().oneOf(GAS_SUPPLIES, GAS_DETAILS_MESSAGES.gasSupply),
  appliances: array(applianceSchema)
    .defined()
    .when('gasSupply', {
      is: (supply: unknown) => supply === 'Mains' || supply === 'LPG',
      then: (schema) => schema.min(1, GAS_DETAILS_MESSAGES.appliances),
      otherwise: (schema) => schema.transform(() => []),
    }),
});

export const emptyAppliance = (): ApplianceFormRow => ({ id: '', name: '', location: '', interlocked: false });

export function gasDetailsFormValues(gas: UnitGasSafety | undefined): GasDetailsFormValues {
  if (!gas) return { gasSupply: '', appliances: [emptyAppliance()] };
  return { gasSupply: gas.gasSupply, appliances: gas.appliances.map((appliance) => ({ ...appliance })) };
}

/** Called with values the schema accepted; a unit without gas sends no appliances. */
export function toGasDetailsRequest(values: GasDetailsFormValues): GasDetailsRequest {
  const gasSupply = values.gasSupply as GasSupply;
  return {
    gasSupply,
    appliances:
      gasSupply === 'None'
        ? []
        : values.appliances.map(({ id, name, location, interlocked }) => ({
            ...(id ? { id } : {}),
            name: name.trim(),
            location: location.trim(),
            interlocked,
          })),
  };
}
