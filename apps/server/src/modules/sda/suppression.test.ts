import { describe, expect, it } from 'vitest';
import { suppressSmallCells } from './suppression';

/** Whether any hidden cell's value follows from a shown total minus the shown parts of a line. */
function derivable(table: ReturnType<typeof suppressSmallCells>): boolean {
  const rows = table.cells.map((row, r) => [...row, table.rowTotals[r]!]);
  rows.push([...table.columnTotals, table.grandTotal]);
  const lines = [...rows, ...rows[0]!.map((_, c) => rows.map((row) => row[c]!))];
  return lines.some((line) => line[line.length - 1] !== null && line.slice(0, -1).filter((v) => v === null).length === 1);
}

describe('small-cell suppression', () => {
  it('hides every count under the threshold and keeps the others', () => {
    const table = suppressSmallCells([
      [12, 3, 40],
      [20, 30, 7],
      [9, 15, 25],
    ]);
    const shown = [...table.cells.flat(), ...table.rowTotals, ...table.columnTotals, table.grandTotal].filter((v) => v !== null);
    expect(shown.every((v) => v! >= 5)).toBe(true);
    expect(table.cells[0]![1]).toBeNull();
    expect(table.cells[1]![0]).toBe(20);
  });

  it('hides a second cell in the row and column of a lone hidden cell so totals do not reveal it', () => {
    const table = suppressSmallCells([
      [12, 3, 40],
      [20, 30, 7],
      [9, 15, 25],
    ]);
    expect(table.cells[0]!.filter((v) => v === null).length).toBeGreaterThanOrEqual(2);
    expect(table.cells.map((row) => row[1]).filter((v) => v === null).length).toBeGreaterThanOrEqual(2);
    expect(derivable(table)).toBe(false);
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

  it('hides a total under the threshold and never leaves one hidden value derivable', () => {
    for (let seed = 1; seed < 200; seed++) {
      let state = seed;
      const next = () => (state = (state * 48271) % 2147483647) % 30;
      const cells = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => next()));
      const table = suppressSmallCells(cells);
      expect(derivable(table)).toBe(false);
      const shown = [...table.cells.flat(), ...table.rowTotals, ...table.columnTotals, table.grandTotal].filter((v) => v !== null);
      expect(shown.every((v) => v! >= 5)).toBe(true);
    }
  });

  it('handles an empty table', () => {
    expect(suppressSmallCells([])).toEqual({ cells: [], rowTotals: [], columnTotals: [], grandTotal: null });
  });
});
