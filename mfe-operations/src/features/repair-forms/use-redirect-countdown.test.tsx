import { act, renderHook } from '@testing-library/react';
import { useRedirectCountdown } from './use-redirect-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useRedirectCountdown', () => {
  it('counts down each second and calls back once at zero', () => {
    const done = jest.fn();
    const { result } = renderHook(() => useRedirectCountdown(3, done));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    expect(done).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is off for 0 seconds', () => {
    const done = jest.fn();
    const { result } = renderHook(() => useRedirectCountdown(0, done));
    expect(result.current).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(done).not.toHaveBeenCalled();
  });

  it('does not run while inactive and starts when activated', () => {
    const done = jest.fn();
    const { result, rerender } = renderHook(({ active }) => useRedirectCountdown(2, done, active), { initialProps: { active: false } });
    expect(result.current).toBeNull();
    act(() => jest.advanceTimersByTime(5000));
    expect(done).not.toHaveBeenCalled();
    rerender({ active: true });
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', () => {
    const done = jest.fn();
    const { unmount } = renderHook(() => useRedirectCountdown(2, done));
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(done).not.toHaveBeenCalled();
  });

  it('calls the latest callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ cb }) => useRedirectCountdown(1, cb), { initialProps: { cb: first } });
    rerender({ cb: second });
    act(() => jest.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
