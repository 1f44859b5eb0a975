/**
 * What a database error says about the request. PostgreSQL reports through SQLSTATE codes
 * (https://www.postgresql.org/docs/current/errcodes-appendix.html); drizzle wraps them in `cause`.
 */
export type DatabaseFailure = 'unavailable' | 'input';

/** Class 22 (data exception) and 54000 (a value too large for an index): the input could not be stored. */
const INPUT_CODES = /^(22[0-9A-Z]{3}|54000)$/;
/** Class 08 (connection), 57P01-57P03 (server shutting down or starting), 53300 (too many connections). */
const UNAVAILABLE_CODES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** Errors of the socket or pool, before PostgreSQL could answer at all. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const NETWORK_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|the database system is (starting up|shutting down)/i;

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.test(code) || NETWORK_CODES.has(code)) return 'unavailable';
      if (INPUT_CODES.test(code)) return 'input';
    }
    if (typeof message === 'string' && NETWORK_MESSAGES.test(message)) return 'unavailable';
    if (current instanceof AggregateError && current.errors.some((inner) => classifyDatabaseError(inner) === 'unavailable')) return 'unavailable';
  }
  return null;
}
