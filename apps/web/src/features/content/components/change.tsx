/** The change of a rate, in percentage points. */
export function RateChange({ now, before }: { now: number; before: number }) {
  const diff = now - before;
  if (Math.abs(diff) < 0.0005) return <span>±0</span>;
  return <span className={diff > 0 ? 'content-change--up' : 'content-change--down'}>{`${diff > 0 ? '+' : ''}${(diff * 100).toFixed(1)}pt`}</span>;
}

/** The change of a count, in per cent of the previous one. */
export function CountChange({ now, before }: { now: number; before: number }) {
  if (before === 0) return <span>{now > 0 ? '—' : '±0'}</span>;
  const ratio = (now - before) / before;
  if (ratio === 0) return <span>±0</span>;
  return <span className={ratio > 0 ? 'content-change--up' : 'content-change--down'}>{`${ratio > 0 ? '+' : ''}${(ratio * 100).toFixed(0)}%`}</span>;
}
