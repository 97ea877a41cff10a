import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMockService, resetMockService } from '@/lib/mock-service';
import { useMockService } from './use-mock-service';

afterEach(() => {
  cleanup();
  resetMockService();
});

describe('useMockService', () => {
  it('is loading while the worker starts, then ready', async () => {
    let finish: () => void = () => {};
    const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    registerMockService(start);

    const { result } = renderHook(() => useMockService());
    expect(result.current.status).toBe('loading');

    await act(async () => finish());
    expect(result.current).toEqual({ status: 'ready' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('reports the error when the worker cannot start', async () => {
    registerMockService(() => Promise.reject(new Error('no service workers')));

    const { result } = renderHook(() => useMockService());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('no service workers');
  });

  it('wraps a rejection that is not an Error', async () => {
    registerMockService(() => Promise.reject('blocked'));

    const { result } = renderHook(() => useMockService());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.error?.message).toBe('blocked');
  });

  it('is ready at once when the service already runs', async () => {
    const start = vi.fn(() => Promise.resolve());
    registerMockService(start);
    const first = renderHook(() => useMockService());
    await waitFor(() => expect(first.result.current.status).toBe('ready'));

    const second = renderHook(() => useMockService());
    expect(second.result.current.status).toBe('ready');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
