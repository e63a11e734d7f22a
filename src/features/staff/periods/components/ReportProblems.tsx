import type { ReportProblem } from '@/domain/rewards/supplierReport';
import { TableFrame } from '@/components/lists/TableFrame';

/** Every line of a report that cannot be imported: its line number and why. */
export function ReportProblems({ problems }: { problems: readonly ReportProblem[] }) {
  return (
    <TableFrame caption="Lines that cannot be imported" className="table-sm table-danger mb-0">
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
    </TableFrame>
  );
}
