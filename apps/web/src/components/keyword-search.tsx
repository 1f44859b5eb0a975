import { Input } from 'antd';
import type { SearchProps } from 'antd/es/input';

interface KeywordSearchProps extends Omit<SearchProps, 'allowClear' | 'style' | 'onSearch'> {
  /** Its width in pixels; without it, the width it takes by itself. */
  width?: number;
  /** Given what was typed, trimmed, or nothing when that is blank (as once it is cleared). */
  onSearch: (keyword: string | undefined) => void;
}

/** A list's search box: clearable, and searching gives the trimmed keyword, or none when it is blank. */
export function KeywordSearch({ width, onSearch, ...rest }: KeywordSearchProps) {
  return <Input.Search allowClear {...(width === undefined ? {} : { style: { width } })} onSearch={(value) => onSearch(value.trim() || undefined)} {...rest} />;
}
