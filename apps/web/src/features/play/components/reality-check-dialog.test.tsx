// @vitest-environment jsdom
// The reality check's answer: Continue and Stop each send the player's choice to the server with how long
// the dialog was shown, and move the player on at once, even when the server refuses the answer.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, renderScreen, setUpScreenTests, type SentRequest } from '@/testing/render-screen';
import { RealityCheckDialog } from './reality-check-dialog';

setUpScreenTests();
afterEach(() => {
  vi.restoreAllMocks();
});

const figures = {
  interval_minutes: 60,
  session_started_at: '2026-11-27T08:00:00.000Z',
  session_minutes: 61,
  wagered: '12.00',
  won: '9.50',
  net: '-2.50',
  currency: 'EUR',
};

const recorded = (answer: string) => ({
  answer,
  due_at: '2026-11-27T09:00:00.000Z',
  shown_at: '2026-11-27T09:00:40.000Z',
  answered_at: '2026-11-27T09:00:52.000Z',
  session_minutes: 61,
  net: '-2.50',
  currency: 'EUR',
});

function renderDialog(answerPost: (request: SentRequest) => { status: number; body?: unknown }) {
  const onContinue = vi.fn();
  const onStop = vi.fn();
  const screenRendered = renderScreen(
    <RealityCheckDialog played="1:01:00" onContinue={onContinue} onStop={onStop} />,
    (request) => (request.method === 'POST' ? answerPost(request) : { status: 200, body: figures }),
  );
  return { ...screenRendered, onContinue, onStop };
}

const answers = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/account/reality-check');

describe('answering the reality check', () => {
  it('sends Continue with the seconds the dialog was shown, and lets the player play on', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { sent, onContinue, onStop } = renderDialog((request) => ({
      status: 200,
      body: recorded((request.body as { answer: string }).answer),
    }));
    expect(await screen.findByText('You are down €2.50')).toBeTruthy();
    now.mockReturnValue(1_012_400);
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onStop).not.toHaveBeenCalled();
    await waitFor(() => expect(answers(sent)).toHaveLength(1));
    expect(answers(sent)[0]?.body).toEqual({ answer: 'continue', shown_seconds: 12 });
  });

  it('sends Stop and lets the player leave even when the server refuses the answer', async () => {
    const { sent, onContinue, onStop, queryClient } = renderDialog(() => ({
      status: 409,
      body: errorBody('REALITY_CHECK_NOT_DUE'),
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop playing' }));
    expect(onStop).toHaveBeenCalledOnce();
    expect(onContinue).not.toHaveBeenCalled();
    await waitFor(() => expect(answers(sent)).toHaveLength(1));
    expect(answers(sent)[0]?.body).toMatchObject({ answer: 'stop' });
    await waitFor(() => expect(queryClient.getMutationCache().getAll()[0]?.state.status).toBe('error'));
    // A refusal is not sent again: only server and network failures are.
    expect(answers(sent)).toHaveLength(1);
  });
});
