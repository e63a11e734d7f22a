export interface SkeletonTableProps {
  columns: number;
  rows: number;
  /** Lines of text in each cell of a row, so each row is as tall as a loaded one (a badge, a date, a link). */
  lines?: number;
  /** Lines of the headings (long headings wrap to two). */
  headerLines?: number;
}

const line = (cell: number, index: number) => `placeholder d-block${index ? ' mt-2' : ''} col-${cell === 0 ? 8 : index ? 4 : 6}`;

/**
 * The rows of a table still to come, header included, each as tall as a loaded row (DESIGN.md §7: nothing
 * moves when the data arrives). For use inside a Skeleton, which carries the loading label.
 */
export function SkeletonTable({ columns, rows, lines = 1, headerLines = 1 }: SkeletonTableProps) {
  const cells = Array.from({ length: columns }, (_, index) => index);
  const cellLines = (count: number, cell: number) => Array.from({ length: count }, (_, index) => <span key={index} className={line(cell, index)} />);
  return (
    <table className="table align-top mb-0">
      <thead>
        <tr>
          {cells.map((cell) => (
            <th key={cell} scope="col">
              {cellLines(headerLines, cell)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {cells.map((cell) => (
              <td key={cell}>{cellLines(lines, cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
