/**
 * Small-cell suppression for published counts of patients or doctors, over one table with its row
 * totals, column totals and grand total.
 *
 * Primary suppression hides every count (cell or total) under the threshold. Complementary
 * suppression then hides more until the table's own numbers reveal nothing hidden:
 * - **No hidden value follows from the others.** Write the table with its totals as an extra row and
 *   column; every line then says "parts = total". A hidden value is determined by the shown ones
 *   exactly when, in the graph whose vertices are the rows and columns of that extended table and
 *   whose edges are its hidden values, the value's edge lies on no cycle (a bridge): the hidden values
 *   of a line differ between the tables that agree with everything shown only by adding and taking
 *   away around cycles. So no hidden value may be a bridge.
 * - **No line's hidden values add up to a small group**: where a line's total is shown, what it hides
 *   adds up to the threshold or more (a row `[–, –, 10]` of 13 would tell that its two hidden
 *   months held 3 patients between them, and a sum of 0 that each held none).
 * More is hidden (the smallest shown value that helps, as it costs the least) until both hold.
 */
export interface SuppressedTable {
  cells: Array<Array<number | null>>;
  rowTotals: Array<number | null>;
  columnTotals: Array<number | null>;
  grandTotal: number | null;
}

type Cell = [number, number];

export function suppressSmallCells(cells: number[][], threshold = 5): SuppressedTable {
  const rows = cells.length;
  const columns = rows === 0 ? 0 : cells[0]!.length;
  // The table with its totals as a last row and column, so every line has its total at its end.
  const grid: number[][] = cells.map((row) => [...row, row.reduce((a, b) => a + b, 0)]);
  const totalsRow = Array.from({ length: columns + 1 }, (_, c) => grid.reduce((sum, row) => sum + row[c]!, 0));
  grid.push(totalsRow);
  const hidden = grid.map((row) => row.map((value) => value < threshold));

  const lines: Cell[][] = [];
  for (let r = 0; r <= rows; r++) lines.push(Array.from({ length: columns + 1 }, (_, c): Cell => [r, c]));
  for (let c = 0; c <= columns; c++) lines.push(Array.from({ length: rows + 1 }, (_, r): Cell => [r, c]));
  const value = ([r, c]: Cell) => grid[r]![c]!;
  const isHidden = ([r, c]: Cell) => hidden[r]![c]!;
  const hide = ([r, c]: Cell) => void (hidden[r]![c] = true);
  const smallest = (candidates: Cell[]) => candidates.filter((cell) => !isHidden(cell)).sort((a, b) => value(a) - value(b))[0];

  for (let changed = rows > 0 && columns > 0; changed;) {
    changed = false;
    for (const line of lines) {
      const total = line[line.length - 1]!;
      const parts = line.slice(0, -1);
      const hiddenParts = parts.filter(isHidden);
      if (isHidden(total) || hiddenParts.length === 0) continue;
      const hiddenSum = hiddenParts.reduce((sum, cell) => sum + value(cell), 0);
      if (hiddenParts.length > 1 && hiddenSum >= threshold) continue;
      hide(smallest(parts) ?? total);
      changed = true;
    }
    if (changed) continue;
    const bridge = findBridge(rows + 1, columns + 1, isHidden);
    const next = bridge && breakBridge(bridge, rows + 1, columns + 1, isHidden, smallest);
    if (!next || isHidden(next)) break; // with every value hidden no value is a bridge
    hide(next);
    changed = true;
  }
  const shown = (r: number, c: number) => (hidden[r]![c] ? null : grid[r]![c]!);
  return {
    cells: cells.map((row, r) => row.map((_, c) => shown(r, c))),
    rowTotals: cells.map((_, r) => shown(r, columns)),
    columnTotals: Array.from({ length: columns }, (_, c) => shown(rows, c)),
    grandTotal: shown(rows, columns),
  };
}

/**
 * A hidden value lying on no cycle of hidden values, if there is one. Vertices are the extended
 * table's rows (0…rowCount-1) and columns (rowCount…); Tarjan's bridge search, iterative.
 */
function findBridge(rowCount: number, columnCount: number, isHidden: (cell: Cell) => boolean): Cell | undefined {
  const vertices = rowCount + columnCount;
  const neighbours: number[][] = Array.from({ length: vertices }, () => []);
  for (let r = 0; r < rowCount; r++)
    for (let c = 0; c < columnCount; c++)
      if (isHidden([r, c])) {
        neighbours[r]!.push(rowCount + c);
        neighbours[rowCount + c]!.push(r);
      }
  const order = new Array<number>(vertices).fill(-1);
  const low = new Array<number>(vertices).fill(0);
  let counter = 0;
  for (let root = 0; root < vertices; root++) {
    if (order[root] !== -1) continue;
    const stack: Array<{ vertex: number; parent: number; next: number }> = [{ vertex: root, parent: -1, next: 0 }];
    order[root] = low[root] = counter++;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const list = neighbours[frame.vertex]!;
      if (frame.next < list.length) {
        const to = list[frame.next++]!;
        if (to === frame.parent) continue; // the grid has no parallel edges, so skipping the parent is exact
        if (order[to] === -1) {
          order[to] = low[to] = counter++;
          stack.push({ vertex: to, parent: frame.vertex, next: 0 });
        } else low[frame.vertex] = Math.min(low[frame.vertex]!, order[to]!);
        continue;
      }
      stack.pop();
      if (frame.parent === -1) continue;
      low[frame.parent] = Math.min(low[frame.parent]!, low[frame.vertex]!);
      if (low[frame.vertex]! > order[frame.parent]!) {
        const [a, b] = [frame.parent, frame.vertex];
        return a < rowCount ? [a, b - rowCount] : [b, a - rowCount];
      }
    }
  }
  return undefined;
}

/**
 * The value to hide so that a bridge closes into a cycle: the smallest shown value joining the
 * bridge's row to a column on the far side of it (or its column to a row on the near side); failing
 * that, the smallest shown value of its row or column (or of the table), and the search goes on.
 */
function breakBridge(bridge: Cell, rowCount: number, columnCount: number, isHidden: (cell: Cell) => boolean, smallest: (cells: Cell[]) => Cell | undefined): Cell {
  const [row, column] = bridge;
  // The vertices reachable from the bridge's column without crossing the bridge.
  const far = new Set<number>([rowCount + column]);
  for (const queue = [rowCount + column]; queue.length > 0;) {
    const vertex = queue.pop()!;
    const next =
      vertex < rowCount
        ? Array.from({ length: columnCount }, (_, c) => c).flatMap((c) => (isHidden([vertex, c]) ? [rowCount + c] : []))
        : Array.from({ length: rowCount }, (_, r) => r).flatMap((r) => (isHidden([r, vertex - rowCount]) ? [r] : []));
    for (const to of next) {
      if ((vertex === rowCount + column && to === row) || far.has(to)) continue;
      far.add(to);
      queue.push(to);
    }
  }
  const rowToFar = Array.from({ length: columnCount }, (_, c): Cell => [row, c]).filter(([, c]) => far.has(rowCount + c));
  const columnToNear = Array.from({ length: rowCount }, (_, r): Cell => [r, column]).filter(([r]) => !far.has(r));
  return (
    smallest([...rowToFar, ...columnToNear]) ??
    smallest(Array.from({ length: columnCount }, (_, c): Cell => [row, c])) ??
    smallest(Array.from({ length: rowCount }, (_, r): Cell => [r, column])) ??
    smallest(Array.from({ length: rowCount * columnCount }, (_, i): Cell => [Math.floor(i / columnCount), i % columnCount])) ??
    bridge
  );
}

/**
 * A table whose cells are the finest any question can split (the diagnosis page: hospital ×
 * department × indication × month, whatever the range and filters asked for), published so that
 * **every figure is a sum of shown cells**: a cell under the threshold is hidden and counts in no
 * total, and a total with no shown cell is hidden. Whatever answers a user gathers, each is then a
 * function of the shown cells alone, so no number of ranges or filters differenced against each other
 * reveals a hidden cell, and no complementary hiding is needed (a hidden cell is always under the
 * threshold). The totals leave the hidden cells out, which the page says.
 */
export function publishShownSums(cells: number[][], threshold = 5, columns = cells[0]?.length ?? 0): SuppressedTable {
  return publishSums(
    cells.map((row) => row.map((value) => (value < threshold ? null : value))),
    columns,
  );
}

/**
 * A table whose cells are already sums of shown finest cells (null where none of its finest cells is
 * shown), with its totals as the sums of its shown cells: the publication of `publishShownSums` for a
 * table that is a margin of a finer one (the patient portrait's tables of its one cube).
 */
export function publishSums(cells: Array<Array<number | null>>, columns = cells[0]?.length ?? 0): SuppressedTable {
  const sum = (values: Array<number | null>) => (values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null);
  return {
    cells,
    rowTotals: cells.map(sum),
    columnTotals: Array.from({ length: columns }, (_, c) => sum(cells.map((row) => row[c]!))),
    grandTotal: sum(cells.flat()),
  };
}

/** A single published count: hidden under the threshold (lists without totals). */
export function suppressCount(value: number, threshold = 5): number | null {
  return value < threshold ? null : value;
}
