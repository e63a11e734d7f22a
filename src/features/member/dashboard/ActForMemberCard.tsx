import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router';
import { actForMemberPath, actForMemberSchema, type ActForMemberValues } from './actForMemberSchema';

/** Staff with no member in view choose one: the member-route entry sets the impersonation override. */
export function ActForMemberCard() {
  const headingId = useId();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ActForMemberValues>({ resolver: yupResolver(actForMemberSchema), defaultValues: { membershipNumber: '' } });
  const error = errors.membershipNumber?.message;

  const openMember = ({ membershipNumber }: ActForMemberValues) => navigate(actForMemberPath(membershipNumber));

  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5 card-title mb-3">
          Act for a member
        </h2>
        <form noValidate onSubmit={(event) => void handleSubmit(openMember)(event)}>
          <label htmlFor={inputId} className="form-label">
            Membership number
          </label>
          <div className="d-flex flex-wrap align-items-start gap-2">
            <input
              id={inputId}
              type="text"
              className={`form-control${error ? ' is-invalid' : ''}`}
              style={{ maxWidth: '16rem' }}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              {...register('membershipNumber')}
            />
            <button type="submit" className="btn btn-primary">
              Open their dashboard
            </button>
          </div>
          {error && (
            <div id={errorId} className="invalid-feedback d-block">
              {error}
            </div>
          )}
          <div id={hintId} className="form-text">
            You will see the portal as that member does, without their welcome or company details prompts.
          </div>
        </form>
      </div>
    </section>
  );
}
