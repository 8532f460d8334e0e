import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { ConnectionNotices, PROBE_INTERVAL_MS } from '@/app/service-worker/connection-notices';
import { getActive } from '@/features/content/site';
import { connectivity } from '@/lib/connectivity';
import { updateStore } from '@/app/service-worker/update-store';
import en from '@/locales/en.json';

const setOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => act(() => updateStore.dismiss()));

describe('connection notices', () => {
  it('say so while the network is gone, and clear and reload the page data by themselves when it returns', async () => {
    const backOnline = vi.fn();
    render(<ConnectionNotices onBackOnline={backOnline} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(en.connection.offline);
    expect(backOnline).not.toHaveBeenCalled();
    setOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(backOnline).toHaveBeenCalledTimes(1);
  });

  it('offer a new version: Reload takes it, Later puts the prompt away', async () => {
    const user = userEvent.setup();
    const take = vi.fn();
    render(<ConnectionNotices />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      updateStore.offer(take);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(en.connection.updateReady);
    await user.click(screen.getByRole('button', { name: en.connection.reload }));
    expect(take).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: en.connection.later }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a server that gets no call through', () => {
  it('shows the offline line though the browser says online, asks again every 5 s, and clears on an answer', async () => {
    vi.useFakeTimers();
    const backOnline = vi.fn();
    const probe = vi.fn(() => Promise.resolve());
    render(<ConnectionNotices onBackOnline={backOnline} probe={probe} />);
    act(() => {
      connectivity.noAnswer();
    });
    expect(screen.getByRole('status')).toHaveTextContent(en.connection.offline);
    act(() => {
      vi.advanceTimersByTime(PROBE_INTERVAL_MS - 1);
    });
    expect(probe).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(probe).toHaveBeenCalledTimes(1);
    act(() => {
      connectivity.answered();
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(backOnline).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(PROBE_INTERVAL_MS * 3);
    });
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('is marked by a call that gets no answer, and cleared by any answer, an error status as a success', async () => {
    server.use(http.get('*/api/lookup/active', () => HttpResponse.error(), { once: true }));
    await expect(getActive()).rejects.toMatchObject({ kind: 'network' });
    expect(connectivity.unreachable()).toBe(true);
    server.use(
      http.get('*/api/lookup/active', () => HttpResponse.json({ code: 'X' }, { status: 500 }), { once: true }),
    );
    await expect(getActive()).rejects.toMatchObject({ kind: 'server' });
    expect(connectivity.unreachable()).toBe(false);
    server.use(http.get('*/api/lookup/active', () => HttpResponse.error(), { once: true }));
    await expect(getActive()).rejects.toMatchObject({ kind: 'network' });
    expect(connectivity.unreachable()).toBe(true);
    await expect(getActive()).resolves.toBeDefined();
    expect(connectivity.unreachable()).toBe(false);
  });
});
