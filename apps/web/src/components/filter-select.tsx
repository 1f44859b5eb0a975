import { Select, type SelectProps } from 'antd';

interface FilterSelectProps<V> extends Omit<SelectProps<V>, 'aria-label' | 'style' | 'allowClear'> {
  /** What the filter narrows by: its accessible name, and its placeholder unless one is given. */
  label: string;
  /** Its width in pixels. */
  width: number;
}

/** A list's drop-down filter: clearable, named for screen readers, at a fixed width. */
export function FilterSelect<V>({ label, width, placeholder = label, ...rest }: FilterSelectProps<V>) {
  return <Select<V> allowClear placeholder={placeholder} aria-label={label} style={{ width }} {...rest} />;
}
