/** One problem of an uploaded sheet, as the server reports it (1-based sheet row, column, reason). */
export interface SheetRowError {
  row: number;
  field: string;
  reason: string;
}

export interface SheetRowProblems {
  row: number;
  problems: Array<{ field: string; reason: string }>;
}

/** Groups a sheet's problems by row, rows in sheet order, so each bad row is listed once. */
export function problemsByRow(errors: SheetRowError[]): SheetRowProblems[] {
  const rows = new Map<number, SheetRowProblems>();
  for (const { row, field, reason } of errors) {
    let entry = rows.get(row);
    if (!entry) {
      entry = { row, problems: [] };
      rows.set(row, entry);
    }
    entry.problems.push({ field, reason });
  }
  return [...rows.values()].sort((a, b) => a.row - b.row);
}

/** Reads the row errors out of a rejected upload's envelope, whatever else it holds. */
export function sheetErrorsOf(body: unknown): SheetRowError[] {
  if (typeof body !== 'object' || body === null) return [];
  const result = (body as { result?: unknown }).result;
  if (typeof result !== 'object' || result === null) return [];
  const errors = (result as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter(
      (error): error is SheetRowError =>
        typeof error === 'object' && error !== null && typeof (error as SheetRowError).row === 'number' && typeof (error as SheetRowError).reason === 'string',
    )
    .map((error) => ({ row: error.row, field: String(error.field ?? ''), reason: error.reason }));
}
