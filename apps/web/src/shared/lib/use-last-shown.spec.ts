import { renderHook } from '@testing-library/react';
import { useLastShown } from './use-last-shown';

describe('useLastShown', () => {
  it('keeps the last value that was not null, and takes each new one', () => {
    const { result, rerender } = renderHook(({ value }) => useLastShown(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'first' });
    expect(result.current).toBe('first');
    rerender({ value: null });
    expect(result.current).toBe('first');
    rerender({ value: 'second' });
    expect(result.current).toBe('second');
  });
});
