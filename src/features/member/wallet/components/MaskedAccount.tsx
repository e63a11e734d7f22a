import { describeMaskedAccountNumber, describeMaskedSortCode, type MaskedBankAccount } from '@/domain/wallet/bankDetails';

/** A bank account, masked: the name, and only the ends of the sort code and account number. */
export function MaskedAccount({ account }: { account: MaskedBankAccount }) {
  return (
    <span>
      {account.accountHolderName}, <span aria-hidden="true">sort code {describeMaskedSortCode(account)}, account {describeMaskedAccountNumber(account)}</span>
      <span className="visually-hidden">
        sort code ending {account.sortCodeEnding}, account number ending {account.accountNumberEnding}
      </span>
    </span>
  );
}
