import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';
import type { SearchProps } from 'antd/es/input';
import { useDebounced } from '@/lib/use-debounced';

interface KeywordSearchProps extends Omit<SearchProps, 'allowClear' | 'style' | 'onSearch'> {
  /** Its width in pixels; without it, the width it takes by itself. */
  width?: number;
  /** Given what was typed, trimmed, or nothing when that is blank (as once it is cleared). */
  onSearch: (keyword: string | undefined) => void;
  /** How long typing must pause before it searches, in milliseconds. */
  delay?: number;
}

/**
 * A list's search box: clearable, and it searches as you type (once typing pauses for `delay` ms) or
 * at once on Enter, giving the trimmed keyword, or none when it is blank.
 */
export function KeywordSearch({ width, onSearch, delay = 300, onChange, ...rest }: KeywordSearchProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const settled = useDebounced(typed, delay);
  const searched = useRef<string | undefined>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  const search = (value: string) => {
    const keyword = value.trim() || undefined;
    if (keyword === searched.current) return;
    searched.current = keyword;
    latest.current(keyword);
  };

  useEffect(() => {
    if (settled !== null) search(settled);
  }, [settled]);

  return (
    <Input.Search
      allowClear
      {...(width === undefined ? {} : { style: { width } })}
      onChange={(event) => {
        setTyped(event.target.value);
        // Clearing searches at once, as Enter does.
        if (!event.target.value) search('');
        onChange?.(event);
      }}
      onSearch={(value) => search(value)}
      {...rest}
    />
  );
}
