import { act, renderHook, waitFor } from '@testing-library/react';
import { useRetryableLoad } from './useRetryableLoad';

describe('useRetryableLoad', () => {
  it('loads, fails, and loads again on retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('schedule');
    const { result } = renderHook(() => useRetryableLoad(load, 'en'));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'error' }));
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', value: 'schedule' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again when the key changes, and drops an answer that comes too late', async () => {
    let answerFirst: (value: string) => void = () => undefined;
    const load = jest
      .fn()
      .mockReturnValueOnce(new Promise<string>((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce('zh-hans schedule');
    const { result, rerender } = renderHook(({ key }) => useRetryableLoad(load, key), { initialProps: { key: 'en' } });
    rerender({ key: 'zh-hans' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', value: 'zh-hans schedule' }));
    await act(async () => answerFirst('en schedule'));
    expect(result.current[0]).toEqual({ status: 'ready', value: 'zh-hans schedule' });
  });
});
