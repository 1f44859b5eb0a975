/**
 * Small-cell suppression for published patient counts. A count under the threshold is hidden
 * (primary suppression); then, wherever a line's total is shown and exactly one of its parts is
 * hidden, another part is hidden too (complementary suppression), because the total minus the
 * visible parts would reveal it. Totals under the threshold are hidden as well. Repeats until
 * stable, over rows, columns and the totals row and column.
 */
export interface SuppressedTable {
  cells: Array<Array<number | null>>;
  rowTotals: Array<number | null>;
  columnTotals: Array<number | null>;
  grandTotal: number | null;
}

export function suppressSmallCells(cells: number[][], threshold = 5): SuppressedTable {
  const rows = cells.length;
  const columns = rows === 0 ? 0 : cells[0]!.length;
  // The table with its totals as a last row and column, so every line has its total at its end.
  const grid: number[][] = cells.map((row) => [...row, row.reduce((a, b) => a + b, 0)]);
  const totalsRow = Array.from({ length: columns + 1 }, (_, c) => grid.reduce((sum, row) => sum + row[c]!, 0));
  grid.push(totalsRow);
  const hidden = grid.map((row) => row.map((value) => value < threshold));

  const lines: Array<Array<[number, number]>> = [];
  for (let r = 0; r <= rows; r++) lines.push(Array.from({ length: columns + 1 }, (_, c) => [r, c]));
  for (let c = 0; c <= columns; c++) lines.push(Array.from({ length: rows + 1 }, (_, r) => [r, c]));

  for (let changed = true; changed;) {
    changed = false;
    for (const line of lines) {
      const [tr, tc] = line[line.length - 1]!;
      const parts = line.slice(0, -1);
      const hiddenParts = parts.filter(([r, c]) => hidden[r]![c]);
      if (hidden[tr]![tc] || hiddenParts.length !== 1) continue;
      // Hide the smallest visible part: it costs the least information.
      const visible = parts.filter(([r, c]) => !hidden[r]![c]).sort(([r1, c1], [r2, c2]) => grid[r1]![c1]! - grid[r2]![c2]!);
      const [r, c] = visible[0] ?? [tr, tc];
      hidden[r]![c] = true;
      changed = true;
    }
  }
  const shown = (r: number, c: number) => (hidden[r]![c] ? null : grid[r]![c]!);
  return {
    cells: cells.map((row, r) => row.map((_, c) => shown(r, c))),
    rowTotals: cells.map((_, r) => shown(r, columns)),
    columnTotals: Array.from({ length: columns }, (_, c) => shown(rows, c)),
    grandTotal: shown(rows, columns),
  };
}

/** A single published count: hidden under the threshold (lists without totals). */
export function suppressCount(value: number, threshold = 5): number | null {
  return value < threshold ? null : value;
}
