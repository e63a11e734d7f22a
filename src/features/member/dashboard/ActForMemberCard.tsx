import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Form } from '@/components/forms/Form';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { actForMemberPath, actForMemberSchema, type ActForMemberValues } from './actForMemberSchema';

/** Staff with no member in view choose one: the member-route entry sets the impersonation override. */
export function ActForMemberCard() {
  const headingId = useId();
  const navigate = useNavigate();
  const form = useSchemaForm(actForMemberSchema, { defaultValues: { membershipNumber: '' } });

  const openMember = ({ membershipNumber }: ActForMemberValues) => navigate(actForMemberPath(membershipNumber));

  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5 card-title mb-3">
          Act for a member
        </h2>
        <Form form={form} onSubmit={openMember}>
          <TextField
            name="membershipNumber"
            label="Membership number"
            hint="You will see the portal as that member does, without their welcome or company details prompts."
            autoComplete="off"
            spellCheck={false}
            style={{ maxWidth: '16rem' }}
          />
          <SubmitButton>Open their dashboard</SubmitButton>
        </Form>
      </div>
    </section>
  );
}
