import { useState, type ComponentType } from 'react';
import { ListSearch } from '@/components/lists/ListSearch';
import { Pagination } from '@/components/lists/Pagination';
import { SortableHeader } from '@/components/lists/SortableHeader';
import { useListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { formatDate } from '@/domain/format/date';
import { PROGRAMMES } from '@/domain/rewards/programmes';
import type { SchemeType } from '@/domain/rewards/schemes';
import { SIGNUP_STATUSES, type SignupStatus } from '@/domain/rewards/signup';
import { DEFAULT_SIGNUP_STATUS, SIGNUP_LIST, type StaffSignup } from '@/domain/rewards/staffSignup';
import { DataLoad } from '@/session/DataLoad';
import { useSignups } from './api/get-signups';
import { ApproveSignupModal } from './components/ApproveSignupModal';
import { BulkApproveModal } from './components/BulkApproveModal';
import { RejectSignupModal } from './components/RejectSignupModal';
import { SignupAccountDetails } from './components/SignupAccountDetails';

const TAB_LABELS: Record<SignupStatus, string> = { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected' };

/**
 * /{programme}/signups (larderAdmin and the programme's employee): the queue of sign-ups waiting for a decision,
 * longest waiting first, with approved and rejected tabs; approve one, reject one with a reason the member sees,
 * or approve the ones ticked after confirming how many. Tab, search, sort and page are kept in the address.
 */
export function SignupsPage({ schemeType }: { schemeType: SchemeType }) {
  const programme = PROGRAMMES[schemeType];
  const list = useListState(SIGNUP_LIST);
  const status = SIGNUP_STATUSES.find((candidate) => candidate === list.query.filters.status) ?? DEFAULT_SIGNUP_STATUS;
  const signups = useSignups(schemeType, { ...list.query, filters: { ...list.query.filters, status } });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [approving, setApproving] = useState<StaffSignup | null>(null);
  const [rejecting, setRejecting] = useState<StaffSignup | null>(null);
  const [isBulkApproving, setBulkApproving] = useState(false);
  const search = list.query.filters.search ?? '';
  const isPending = status === 'Pending';

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

  return (
    <div className="card">
      <div className="card-body d-flex flex-column gap-3">
        <ListSearch
          id="signup-search"
          label="Search sign-ups"
          hint="Membership number, member name or supplier account number"
          value={search}
          onSearch={(value) => {
            setSelected(new Set());
            list.setFilter('search', value);
          }}
        />
        <DataLoad query={signups} loadingLabel={`Loading ${programme.name} sign-ups…`}>
          {(page) => {
            const pageIds = page.items.filter((signup) => signup.status === 'Pending').map((signup) => signup.id);
            const chosen = pageIds.filter((id) => selected.has(id));
            const allChosen = pageIds.length > 0 && chosen.length === pageIds.length;
            return (
              <>
                <nav aria-label="Sign-ups by status">
                  <ul className="nav nav-tabs">
                    {SIGNUP_STATUSES.map((tab) => (
                      <li key={tab} className="nav-item">
                        <button type="button" className={`nav-link${tab === status ? ' active' : ''}`} aria-current={tab === status ? 'page' : undefined} onClick={() => changeTab(tab)}>
                          {TAB_LABELS[tab]} <span className="badge text-bg-secondary">{page.counts[tab]}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </nav>
                {page.items.length === 0 ? (
                  <EmptyState
                    title={search ? `No ${TAB_LABELS[status].toLowerCase()} sign-up matches “${search}”` : isPending ? 'No sign-ups are waiting' : `No ${TAB_LABELS[status].toLowerCase()} sign-ups yet`}
                    message={isPending && !search ? `Every ${programme.name} sign-up has been decided.` : undefined}
                  />
                ) : (
                  <>
                    {isPending && (
                      <div className="d-flex flex-wrap align-items-center gap-3">
                        <button type="button" className="btn btn-primary" disabled={chosen.length === 0} onClick={() => setBulkApproving(true)}>
                          Approve selected ({chosen.length})
                        </button>
                        <span className="text-body-secondary small">Tick the sign-ups to approve together; you confirm how many first.</span>
                      </div>
                    )}
                    <div className="table-responsive">
                      <table className="table align-middle mb-0" aria-busy={signups.isFetching}>
                        <caption className="visually-hidden">
                          {TAB_LABELS[status]} {programme.name} sign-ups
                        </caption>
                        <thead>
                          <tr>
                            {isPending && (
                              <th scope="col">
                                <input
                                  type="checkbox"
                                  className="form-check-input"
                                  aria-label="Select every sign-up on this page"
                                  checked={allChosen}
                                  onChange={() => setSelected(allChosen ? new Set() : new Set(pageIds))}
                                />
                              </th>
                            )}
                            <SortableHeader sort="memberName" query={list.query} onSort={list.setSort}>
                              Member
                            </SortableHeader>
                            <th scope="col">Supplier account</th>
                            <th scope="col">Consent to share data</th>
                            <SortableHeader sort="submittedOn" query={list.query} onSort={list.setSort}>
                              Submitted
                            </SortableHeader>
                            {isPending ? (
                              <th scope="col">
                                <span className="visually-hidden">Decision</span>
                              </th>
                            ) : (
                              <th scope="col">Decision</th>
                            )}
                          </tr>
                        </thead>
                        <tbody>
                          {page.items.map((signup) => (
                            <tr key={signup.id}>
                              {isPending && (
                                <td>
                                  <input
                                    type="checkbox"
                                    className="form-check-input"
                                    aria-label={`Select ${signup.memberName} (${signup.membershipNumber})`}
                                    checked={selected.has(signup.id)}
                                    onChange={() => toggle(signup.id)}
                                  />
                                </td>
                              )}
                              <th scope="row" className="fw-normal">
                                {signup.memberName}
                                <span className="d-block small text-body-secondary">{signup.membershipNumber}</span>
                              </th>
                              <td>
                                <SignupAccountDetails signup={signup} />
                              </td>
                              <td>{signup.calor ? 'Not asked (Calor)' : signup.consentGivenOn ? `Given ${formatDate(signup.consentGivenOn)}` : 'Not given'}</td>
                              <td className="text-nowrap">{formatDate(signup.submittedOn)}</td>
                              {isPending ? (
                                <td className="text-end text-nowrap">
                                  <button type="button" className="btn btn-sm btn-success me-2" onClick={() => setApproving(signup)} aria-label={`Approve ${signup.memberName}`}>
                                    Approve
                                  </button>
                                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setRejecting(signup)} aria-label={`Reject ${signup.memberName}`}>
                                    Reject
                                  </button>
                                </td>
                              ) : (
                                <td>
                                  {TAB_LABELS[signup.status]}
                                  {signup.decidedOn && ` ${formatDate(signup.decidedOn)}`}
                                  {signup.decidedBy && ` by ${signup.decidedBy}`}
                                  {signup.rejectionReason && <span className="d-block small">Reason: “{signup.rejectionReason}”</span>}
                                </td>
                              )}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                    <Pagination
                      result={page}
                      onPage={(next) => {
                        setSelected(new Set());
                        list.setPage(next);
                      }}
                      label={`Pages of ${TAB_LABELS[status].toLowerCase()} sign-ups`}
                    />
                  </>
                )}
                <BulkApproveModal
                  schemeType={schemeType}
                  signupIds={isBulkApproving ? chosen : []}
                  onClose={() => setBulkApproving(false)}
                  onApproved={() => setSelected(new Set())}
                />
              </>
            );
          }}
        </DataLoad>
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
