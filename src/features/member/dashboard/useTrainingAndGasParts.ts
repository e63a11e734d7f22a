import { useUser } from '@/auth/AuthContext';
import { useConfig } from '@/config/ConfigContext';
import { grants } from '@/domain/permissions';
import { FIXED_ROLES, hasRole, memberRole } from '@/domain/roles';
import { useMemberSession } from '@/session/MemberSessionContext';

export interface TrainingAndGasParts {
  /** The member's training records: their training permission. */
  training: boolean;
  /** My Gas Engineer is for {product}Member (spec §2); staff acting for a member cannot open it. */
  gas: boolean;
}

/** Which halves of the training and gas safety card the person in front of the screen may follow. */
export function useTrainingAndGasParts(): TrainingAndGasParts {
  const { roles } = useUser();
  const { productKey } = useConfig();
  const { permissions } = useMemberSession();
  return {
    training: grants(permissions, 'training'),
    gas: hasRole(roles, memberRole(productKey)) || hasRole(roles, FIXED_ROLES.developer),
  };
}
