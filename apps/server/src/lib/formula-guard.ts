/**
 * Text a user typed is data, never a spreadsheet formula: a cell that begins with = + - @ tab or CR
 * is run by Excel, LibreOffice or WPS as a formula once it is edited or the sheet is saved as CSV
 * (OWASP "CSV injection"). Every export writes user text through `neutraliseFormula`, which
 * prefixes such text with an apostrophe, the spreadsheets' own mark for "text, as typed".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text as the user typed it, when a sheet this server exported comes back as an upload. */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
