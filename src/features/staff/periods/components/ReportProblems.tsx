import type { ReportProblem } from '@/domain/rewards/supplierReport';

/** Every line of a report that cannot be imported: its line number and why. */
export function ReportProblems({ problems }: { problems: readonly ReportProblem[] }) {
  return (
    <table className="table table-sm table-danger mb-0">
      <caption className="visually-hidden">Lines that cannot be imported</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Why it cannot be imported</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem) => (
          <tr key={`${problem.line}-${problem.reason}`}>
            <td>{problem.line}</td>
            <td>{problem.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
