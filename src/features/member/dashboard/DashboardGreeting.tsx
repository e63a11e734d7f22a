export interface DashboardGreetingProps {
  name?: string;
  membershipNumber?: string;
  isActingForMember: boolean;
}

// Sign-in services often fill the name with the email address when no name was given: not a name to greet.
const greetingName = (name: string | undefined) => (name && !name.includes('@') ? name.trim() : '');

function introduction({ membershipNumber, isActingForMember }: DashboardGreetingProps): string {
  if (isActingForMember) return `You are looking at member ${membershipNumber}'s dashboard.`;
  if (membershipNumber) return 'Here is a summary of your membership.';
  return '';
}

export function DashboardGreeting(props: DashboardGreetingProps) {
  const name = greetingName(props.name);
  const text = introduction(props);
  return (
    <div>
      <h2 className="h4 mb-1">{name ? `Hello, ${name}` : 'Hello'}</h2>
      {text && <p className="text-body-secondary mb-0">{text}</p>}
    </div>
  );
}
