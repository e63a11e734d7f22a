import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { ServerTable, type Column } from '@/components/lists/ServerTable';
import { useListState, type ListState } from '@/components/lists/useListState';
import { EmptyState } from '@/components/states/EmptyState';
import { StatusBadge } from '@/components/states/StatusBadge';
import { actingForMemberPath, pathTo } from '@/config/paths';
import { QUERY_LIMITS } from '@/domain/contractLimits';
import {
  ACCOUNT_STATUS_TONES,
  FIND_MEMBER_LIST,
  findMemberSchema,
  type FindMemberValues,
  type MemberSearchResult,
} from '@/domain/members/findMember';
import { useSearchMembers } from './api/search-members';

const COLUMNS: Column<MemberSearchResult, 'match'>[] = [
  { header: 'Business', isRowHeader: true, cell: ({ tradingName }) => tradingName },
  { header: 'Membership number', className: 'text-nowrap', cell: ({ membershipNumber }) => membershipNumber },
  {
    header: 'Address',
    cell: ({ town, postcode }) => (
      <>
        {town} <span className="text-nowrap">{postcode}</span>
      </>
    ),
  },
  { header: 'Account status', cell: ({ accountStatus }) => <StatusBadge tone={ACCOUNT_STATUS_TONES[accountStatus]}>{accountStatus}</StatusBadge> },
  {
    header: <span className="visually-hidden">Action</span>,
    cell: ({ membershipNumber, tradingName }) => (
      // The member-route entry loads their account id and sets the impersonation override (spec §2).
      <Link className="btn btn-outline-primary btn-sm text-nowrap" to={actingForMemberPath(membershipNumber, pathTo('dashboard'))}>
        Open their dashboard <span className="visually-hidden">({tradingName}, {membershipNumber})</span>
      </Link>
    ),
  },
];

/** The members matching the search in the address, a page at a time; nobody matching says so with what was typed. */
function MemberResults({ list, searched }: { list: ListState<'match', 'q'>; searched: string }) {
  const result = useSearchMembers(list.query);
  return (
    <ServerTable
      caption={`Members matching “${searched}”`}
      result={result}
      columns={COLUMNS}
      rowKey={({ membershipNumber }) => membershipNumber}
      query={list.query}
      onSort={list.setSort}
      onPage={list.setPage}
      empty={
        <div role="status">
          <EmptyState
            icon="search"
            headingLevel={3}
            title={`No member matches “${searched}”`}
            message="Check the spelling, or search by their membership number, business name or postcode."
          />
        </div>
      }
      loadingLabel="Finding members…"
      errorTitle="The members could not be searched"
    />
  );
}

/**
 * Staff with no member in view find one by membership number, business name or postcode (searchMembers,
 * paged), then open their dashboard through the member-route entry, which sets the impersonation override.
 * The search lives in the address, so Back returns to it and what was typed stays in the box.
 */
export function ActForMemberCard() {
  const headingId = useId();
  const list = useListState(FIND_MEMBER_LIST);
  const searched = list.query.filters.q ?? '';
  const form = useSchemaForm(findMemberSchema, { defaultValues: { q: searched } });
  const { getValues, reset } = form;

  // The address changed under the form (Back, a shared link): show the search it holds.
  useEffect(() => {
    if (getValues('q').trim() !== searched) reset({ q: searched });
  }, [searched, getValues, reset]);

  const search = ({ q }: FindMemberValues) => list.setFilter('q', q);

  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body p-4 d-flex flex-column gap-3">
        <div>
          <h2 id={headingId} className="h5 card-title mb-2">
            Act for a member
          </h2>
          <p className="mb-0 text-body-secondary">
            Find the member, then open their dashboard. You will see the portal as that member does, without their welcome or company
            details prompts.
          </p>
        </div>
        <Form form={form} onSubmit={search} role="search" aria-label="Find a member">
          <TextField
            name="q"
            label="Membership number, business name or postcode"
            hint="For example LM100001, Larder Café or HG1 1AA"
            autoComplete="off"
            spellCheck={false}
            maxLength={QUERY_LIMITS.searchMembers.q.maxLength}
            style={{ maxWidth: '24rem' }}
          />
          <SubmitButton>Find member</SubmitButton>
        </Form>
        {searched && <MemberResults list={list} searched={searched} />}
      </div>
    </section>
  );
}
