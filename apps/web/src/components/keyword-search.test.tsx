// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { KeywordSearch } from './keyword-search';

describe('KeywordSearch', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches once typing pauses for 300 ms, with the trimmed keyword, and at once when cleared', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<KeywordSearch aria-label="keyword" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'keyword' });
    fireEvent.change(box, { target: { value: ' wa' } });
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: ' wang ' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('wang');
    fireEvent.change(box, { target: { value: '' } });
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
    act(() => void vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('searches on Enter without waiting, and not again for the same keyword', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<KeywordSearch aria-label="keyword" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'keyword' });
    fireEvent.change(box, { target: { value: 'li' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('li');
    act(() => void vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
