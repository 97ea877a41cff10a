import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeToasts, type ToastNotice } from './notice-toasts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FAILED: ToastNotice = { id: 1, text: 'The star could not be saved.', isFailure: true };
const SENT: ToastNotice = { id: 2, text: 'Mail sent.', isFailure: false };

function renderNotices(notices: ToastNotice[], onDismiss = vi.fn()) {
  render(
    <NoticeToasts notices={notices} dismissLabel="Dismiss" onDismiss={onDismiss} testId="notice" />,
  );
  return onDismiss;
}

describe('NoticeToasts', () => {
  it('announces failures at once and other news politely', () => {
    renderNotices([FAILED, SENT]);
    expect(within(screen.getByRole('alert')).getByText(FAILED.text)).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(SENT.text)).toBeInTheDocument();
    expect(screen.getAllByTestId('notice')).toHaveLength(2);
  });

  it('closes with its button, or with its action', () => {
    const undo = vi.fn();
    const onDismiss = renderNotices([
      FAILED,
      {
        id: 3,
        text: '2 mails trashed.',
        isFailure: false,
        action: { label: 'Undo', onAction: undo },
      },
    ]);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(onDismiss.mock.calls).toEqual([[1], [3]]);
  });

  it('closes itself after a while, but not while the pointer is on it', () => {
    vi.useFakeTimers();
    const onDismiss = renderNotices([FAILED, SENT]);
    const sent = within(screen.getByRole('status')).getByTestId('notice');
    fireEvent.mouseEnter(sent);
    act(() => vi.advanceTimersByTime(6000));
    expect(onDismiss.mock.calls).toEqual([[1]]);
    fireEvent.mouseLeave(sent);
    act(() => vi.advanceTimersByTime(6000));
    expect(onDismiss.mock.calls).toEqual([[1], [2]]);
  });
});
