import { act, renderHook } from '@testing-library/react';
import { useWindowHeight } from './use-window-height';

function resizeTo(height: number, event = 'resize') {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  act(() => void window.dispatchEvent(new Event(event)));
}

describe('useWindowHeight', () => {
  afterEach(() => resizeTo(768));

  it('has the height in its first render, and follows resizes and turns of the phone', () => {
    resizeTo(900);
    const heights: number[] = [];
    const { result } = renderHook(() => {
      const height = useWindowHeight();
      heights.push(height);
      return height;
    });
    expect(heights).toEqual([900]);
    resizeTo(640);
    expect(result.current).toBe(640);
    resizeTo(390, 'orientationchange');
    expect(result.current).toBe(390);
  });
});
