import type { ConfigProblem } from './config';

/** Shown instead of the portal when a setting is missing or malformed, so nobody gets a blank page. */
export function ConfigErrorScreen({ problems }: { problems: ConfigProblem[] }) {
  return (
    <main className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3">The portal is not configured correctly</h1>
      <p>These settings need attention before Larder can start:</p>
      <ul>
        {problems.map(({ variable, problem }) => (
          <li key={variable + problem}>
            <code>{variable}</code> {problem}
          </li>
        ))}
      </ul>
      <p className="text-muted">
        Settings are read from <code>VITE_*</code> variables when the portal is built; <code>.env.example</code> lists
        every one.
      </p>
    </main>
  );
}
