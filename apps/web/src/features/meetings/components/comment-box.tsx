import { Input } from 'antd';

interface CommentBoxProps {
  /** Its accessible name and placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A free-text comment of up to 1000 characters sent with a step on a meeting (confirming it, cancelling it). */
export function CommentBox({ label, value, onChange }: CommentBoxProps) {
  return <Input.TextArea aria-label={label} placeholder={label} rows={2} maxLength={1000} value={value} onChange={(event) => onChange(event.target.value)} />;
}
