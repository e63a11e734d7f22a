import { useState, type ComponentType } from 'react';
import { Nav, NavItem, NavLink } from 'reactstrap';
import { ListSearch } from '@/components/lists/ListSearch';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { formatDate } from '@/domain/format/date';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { SchemeType } from '@/domain/rewards/schemes';
import { SIGNUP_STATUSES, type SignupStatus } from '@/domain/rewards/signup';
import { DEFAULT_SIGNUP_STATUS, SIGNUP_LIST, type StaffSignup } from '@/domain/rewards/staffSignup';
import { LOOK_ONLY_REASON } from '@/domain/staffChanges';
import { useCanMakeStaffChange } from '@/session/useCanChange';
import { signupTab, useSignups, withSignupTab, type SignupListQuery } from './api/get-signups';
import { ApproveSignupModal } from './components/ApproveSignupModal';
import { BulkApproveModal } from './components/BulkApproveModal';
import { RejectSignupModal } from './components/RejectSignupModal';
import { SignupAccountDetails } from './components/SignupAccountDetails';
import { QUERY_LIMITS } from '@/domain/contractLimits';

const TAB_LABELS: Record<SignupStatus, string> = { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected' };

/**
 * /{programme}/signups (larderAdmin and the programme's employee): the queue of sign-ups waiting for a decision,
 * longest waiting first, with approved and rejected tabs; approve one, reject one with a reason the member sees,
 * or approve the ones ticked after confirming how many. Tab, search, sort and page are kept in the address.
 */
export function SignupsPage({ schemeType }: { schemeType: SchemeType }) {
  const programme = PROGRAMMES[schemeType];
  const list = useListState(SIGNUP_LIST);
  const status = signupTab(list.query);
  const signups = useSignups(schemeType, withSignupTab(list.query));
  // The ticked sign-ups: a choice on this page, not part of the list's address.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [approving, setApproving] = useState<StaffSignup | null>(null);
  const [rejecting, setRejecting] = useState<StaffSignup | null>(null);
  const [isBulkApproving, setBulkApproving] = useState(false);
  const search = list.query.filters.search ?? '';
  const isPending = status === 'Pending';
  // Someone who may only look (a developer) is offered no decision: the API would refuse it.
  const canDecide = useCanMakeStaffChange('signups', schemeType);
  const decides = isPending && canDecide;
  const page = signups.data;
  const pageIds = (page?.items ?? []).filter((signup) => signup.status === 'Pending').map((signup) => signup.id);
  const chosen = pageIds.filter((id) => selected.has(id));
  const allChosen = pageIds.length > 0 && chosen.length === pageIds.length;
  // Only the programmes whose supplier reports purchases ask the member's consent to share them (signup.ts):
  // Calor's sign-ups never do, so their queue has no consent column to read "not asked" on every row.
  const asksConsent = programme.earnsBy !== 'claims';

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const changeTab = (tab: SignupStatus) => {
    setSelected(new Set());
    list.setFilter('status', tab === DEFAULT_SIGNUP_STATUS ? '' : tab);
  };

  const columns: Column<StaffSignup, SignupListQuery['sort']>[] = [
    ...(decides
      ? [
          {
            header: (
              <input
                type="checkbox"
                className="form-check-input"
                aria-label="Select every sign-up on this page"
                checked={allChosen}
                onChange={() => setSelected(allChosen ? new Set() : new Set(pageIds))}
              />
            ),
            cell: (signup: StaffSignup) => (
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={`Select ${signup.memberName} (${signup.membershipNumber})`}
                checked={selected.has(signup.id)}
                onChange={() => toggle(signup.id)}
              />
            ),
          },
        ]
      : []),
    {
      header: 'Member',
      sort: 'memberName',
      isRowHeader: true,
      cell: (signup) => (
        <>
          <bdi>{signup.memberName}</bdi>
          <span className="d-block small text-body-secondary">{signup.membershipNumber}</span>
        </>
      ),
    },
    { header: 'Supplier account', cell: (signup) => <SignupAccountDetails signup={signup} /> },
    ...(asksConsent
      ? [
          {
            header: 'Consent to share data',
            cell: (signup: StaffSignup) => (signup.consentGivenOn ? `Given ${formatDate(signup.consentGivenOn)}` : 'Not given'),
          },
        ]
      : []),
    { header: 'Submitted', sort: 'submittedOn', className: 'text-nowrap', cell: (signup) => formatDate(signup.submittedOn) },
    decides
      ? {
          header: <span className="visually-hidden">Decision</span>,
          className: 'text-end text-nowrap',
          cell: (signup) => (
            <>
              <button type="button" className="btn btn-sm btn-outline-primary me-2" onClick={() => setApproving(signup)} aria-label={`Approve ${signup.memberName}`}>
                Approve
              </button>
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setRejecting(signup)} aria-label={`Reject ${signup.memberName}`}>
                Reject
              </button>
            </>
          ),
        }
      : {
          header: 'Decision',
          cell: (signup) => (
            <>
              {TAB_LABELS[signup.status]}
              {signup.decidedOn && ` ${formatDate(signup.decidedOn)}`}
              {signup.decidedBy && ` by ${signup.decidedBy}`}
              {signup.rejectionReason && <span className="d-block small">Reason: “{signup.rejectionReason}”</span>}
            </>
          ),
        },
  ];

  return (
    <div className="card">
      <div className="card-body d-flex flex-column gap-3">
        <ListSearch
          id="signup-search"
          maxLength={QUERY_LIMITS.getSignups.search.maxLength}
          label="Search sign-ups"
          hint="Membership number, member name or supplier account number"
          value={search}
          onSearch={(value) => {
            setSelected(new Set());
            list.setFilter('search', value);
          }}
        />
        <nav aria-label="Sign-ups by status">
          <Nav tabs>
            {SIGNUP_STATUSES.map((tab) => (
              <NavItem key={tab}>
                <NavLink tag="button" type="button" active={tab === status} aria-current={tab === status ? 'page' : undefined} onClick={() => changeTab(tab)}>
                  {TAB_LABELS[tab]}{' '}
                  {/* A count, not a status: grey, as Bootstrap's tabs show one. */}
                  <span className="badge text-bg-secondary">
                    {/* How many each tab holds comes with the page; a blank badge of a digit's width until then. */}
                    {page ? page.counts[tab] : <span className="d-inline-block" style={{ width: '1ch' }} />}
                  </span>
                </NavLink>
              </NavItem>
            ))}
          </Nav>
        </nav>
        {/* Shown while the page loads too (nothing to tick yet), so the table does not move when it comes. */}
        {isPending && !canDecide && <p className="mb-0 text-body-secondary">{LOOK_ONLY_REASON}</p>}
        {decides && !(page && page.items.length === 0) && (
          <div className="d-flex flex-wrap align-items-center gap-3">
            <button type="button" className="btn btn-primary" disabled={chosen.length === 0} onClick={() => setBulkApproving(true)}>
              Approve selected ({chosen.length})
            </button>
            <span className="text-body-secondary small">Tick the sign-ups to approve together; you confirm how many first.</span>
          </div>
        )}
        <ServerTable
          caption={`${TAB_LABELS[status]} ${programme.name} sign-ups`}
          result={signups}
          columns={columns}
          rowKey={(signup) => signup.id}
          query={list.query}
          onSort={list.setSort}
          onPage={(next) => {
            setSelected(new Set());
            list.setPage(next);
          }}
          loadingLabel={`Loading ${programme.name} sign-ups…`}
          errorTitle={`${programme.name} sign-ups could not be loaded`}
          empty={
            <EmptyState
              title={search ? `No ${TAB_LABELS[status].toLowerCase()} sign-up matches “${search}”` : isPending ? 'No sign-ups are waiting' : `No ${TAB_LABELS[status].toLowerCase()} sign-ups yet`}
              message={isPending && !search ? `Every ${programme.name} sign-up has been decided.` : undefined}
            />
          }
        />
        <BulkApproveModal schemeType={schemeType} signupIds={isBulkApproving ? chosen : []} onClose={() => setBulkApproving(false)} onApproved={() => setSelected(new Set())} />
      </div>
      <ApproveSignupModal schemeType={schemeType} signup={approving} onClose={() => setApproving(null)} />
      <RejectSignupModal schemeType={schemeType} signup={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

const screens = new Map<SchemeType, ComponentType>();

/** The route table's screen for one programme's sign-ups row. */
export function signupsScreen(schemeType: SchemeType): ComponentType {
  let screen = screens.get(schemeType);
  if (!screen) {
    screen = function SignupsScreen() {
      return <SignupsPage schemeType={schemeType} />;
    };
    screens.set(schemeType, screen);
  }
  return screen;
}
