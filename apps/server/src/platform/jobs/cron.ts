/**
 * A five-field cron matcher (minute hour day-of-month month day-of-week, UTC) supporting `*`,
 * numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, and lists.
 */
const FIELD_RANGES: Array<[number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

function fieldValues(field: string, [min, max]: [number, number]): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const [range = '*', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const [from, to] = range === '*' ? [min, max] : range.includes('-') ? range.split('-').map(Number) : [Number(range), stepText ? max : Number(range)];
    if (![from, to, step].every((n) => Number.isInteger(n)) || from! < min || to! > max || from! > to! || step < 1) throw new Error(`invalid cron field: ${field}`);
    for (let value = from!; value <= to!; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): (at: Date) => boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`a cron expression has five fields: ${expression}`);
  const [minutes, hours, days, months, weekdays] = fields.map((field, i) => fieldValues(field, FIELD_RANGES[i]!));
  return (at) =>
    minutes!.has(at.getUTCMinutes()) && hours!.has(at.getUTCHours()) && days!.has(at.getUTCDate()) && months!.has(at.getUTCMonth() + 1) && weekdays!.has(at.getUTCDay());
}
