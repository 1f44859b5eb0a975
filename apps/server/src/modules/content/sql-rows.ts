/** Rows of a raw SQL result. */

export type Row = Record<string, unknown>;

export function rowsOf(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
