import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { determinedUnknowns } from '../../../test/linear-audit';
import { publishShownSums, suppressSmallCells, type SuppressedTable } from './suppression';

/** The table as published, with its totals as a last row and column. */
function extended(table: SuppressedTable): Array<Array<number | null>> {
  return [...table.cells.map((row, r) => [...row, table.rowTotals[r]!]), [...table.columnTotals, table.grandTotal]];
}

/**
 * The hidden values that follow exactly from what is shown, by sums and differences along the
 * table's lines (each line's parts add up to its total): exact linear algebra over the integers,
 * independent of how the suppression decides. A hidden value is derivable when its unit vector lies
 * in the span of the lines' equations restricted to the hidden values.
 */
function derivableHidden(table: SuppressedTable): Array<[number, number]> {
  const grid = extended(table);
  const rows = grid.length;
  const columns = grid[0]!.length;
  const unknowns: Array<[number, number]> = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) if (grid[r]![c] === null) unknowns.push([r, c]);
  const index = new Map(unknowns.map(([r, c], i) => [`${r},${c}`, i]));
  const equations: bigint[][] = [];
  const line = (cells: Array<[number, number]>) => {
    const equation = unknowns.map(() => 0n);
    cells.forEach(([r, c], k) => {
      const i = index.get(`${r},${c}`);
      if (i !== undefined) equation[i] = k === cells.length - 1 ? -1n : 1n;
    });
    if (equation.some((v) => v !== 0n)) equations.push(equation);
  };
  for (let r = 0; r < rows; r++) line(Array.from({ length: columns }, (_, c): [number, number] => [r, c]));
  for (let c = 0; c < columns; c++) line(Array.from({ length: rows }, (_, r): [number, number] => [r, c]));
  return determinedUnknowns(equations, unknowns.length).map((i) => unknowns[i]!);
}

/** Lines whose total is shown while their hidden parts add up to less than the threshold. */
function smallHiddenGroups(table: SuppressedTable, cells: number[][], threshold: number): number {
  const truth = [...cells.map((row) => [...row, row.reduce((a, b) => a + b, 0)])];
  truth.push(truth[0]!.map((_, c) => truth.reduce((sum, row) => sum + row[c]!, 0)));
  const grid = extended(table);
  const lines = [...grid.map((row, r) => row.map((_, c) => [r, c] as const)), ...grid[0]!.map((_, c) => grid.map((__, r) => [r, c] as const))];
  return lines.filter((line) => {
    const [tr, tc] = line[line.length - 1]!;
    const hidden = line.slice(0, -1).filter(([r, c]) => grid[r]![c] === null);
    return grid[tr]![tc] !== null && hidden.length > 0 && hidden.reduce((sum, [r, c]) => sum + truth[r]![c]!, 0) < threshold;
  }).length;
}

const shownValues = (table: SuppressedTable) =>
  extended(table)
    .flat()
    .filter((v): v is number => v !== null);

describe('small-cell suppression', () => {
  it('hides every count under the threshold and keeps the others', () => {
    const table = suppressSmallCells([
      [12, 3, 40],
      [20, 30, 7],
      [9, 15, 25],
    ]);
    expect(shownValues(table).every((v) => v >= 5)).toBe(true);
    expect(table.cells[0]![1]).toBeNull();
    expect(table.cells[1]![0]).toBe(20);
    expect(derivableHidden(table)).toEqual([]);
  });

  it('leaves a table with no small cells untouched', () => {
    const table = suppressSmallCells([
      [10, 20],
      [30, 40],
    ]);
    expect(table.cells).toEqual([
      [10, 20],
      [30, 40],
    ]);
    expect(table.rowTotals).toEqual([30, 70]);
    expect(table.grandTotal).toBe(100);
  });

  it('does not let two hidden months of a shown total add up to a small group', () => {
    // April–June [1, 2, 10] of 13: hiding April and May alone would tell that they held 3 between them.
    const table = suppressSmallCells([
      [1, 2, 10],
      [20, 30, 40],
    ]);
    expect(
      smallHiddenGroups(
        table,
        [
          [1, 2, 10],
          [20, 30, 40],
        ],
        5,
      ),
    ).toBe(0);
    expect(derivableHidden(table)).toEqual([]);
  });

  it('closes a hidden value that only a chain of lines would reveal', () => {
    // Two blocks of hidden cells joined through one row: the per-line rule alone leaves the joining cell derivable.
    const cells = [
      [2, 3, 50, 50],
      [3, 2, 1, 50],
      [50, 50, 2, 3],
      [50, 50, 3, 2],
    ];
    const table = suppressSmallCells(cells);
    expect(derivableHidden(table)).toEqual([]);
    expect(smallHiddenGroups(table, cells, 5)).toBe(0);
  });

  it('never leaves a hidden value derivable, a small value shown, or a small group behind a shown total (random tables)', () => {
    const table = fc.integer({ min: 1, max: 6 }).chain((rows) =>
      fc.integer({ min: 1, max: 6 }).chain((columns) =>
        fc.array(fc.array(fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 60 })), { minLength: columns, maxLength: columns }), {
          minLength: rows,
          maxLength: rows,
        }),
      ),
    );
    fc.assert(
      fc.property(table, fc.integer({ min: 2, max: 10 }), (cells, threshold) => {
        const published = suppressSmallCells(cells, threshold);
        expect(shownValues(published).every((v) => v >= threshold)).toBe(true);
        expect(derivableHidden(published)).toEqual([]);
        expect(smallHiddenGroups(published, cells, threshold)).toBe(0);
      }),
      { numRuns: 1500 },
    );
  });

  it('publishes a table of finest cells with every total a sum of its shown cells', () => {
    const table = publishShownSums([
      [1, 2, 10],
      [3, 4, 0],
    ]);
    expect(table).toEqual({
      cells: [
        [null, null, 10],
        [null, null, null],
      ],
      rowTotals: [10, null],
      columnTotals: [null, null, 10],
      grandTotal: 10,
    });
  });

  it('handles an empty table', () => {
    expect(suppressSmallCells([])).toEqual({ cells: [], rowTotals: [], columnTotals: [], grandTotal: null });
  });
});
