import { type TJobProgress } from '@stonetool/contracts/quote-links';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localToday } from '../../lib/format-date';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { JobProgressPanel } from './job-progress-panel';

const PROGRESS = '/api/quotes/quote-1/progress';
const ok = (data: TJobProgress) => ({ json: { success: true, data } });
const templated = { step: 'templated' as const, label: 'Templated', date: '2026-11-20' };

const renderPanel = () => renderSignedIn(<JobProgressPanel quoteId="quote-1" quoteNumber="Q-2026-001042" />);

describe('Job progress in the estimator', () => {
  it('records the next step with the day chosen, then offers the step after it', async () => {
    let job: TJobProgress = { review_state: 'accepted', progress: [templated], next_step: 'fabricating' };
    const network = fakeFetch({
      [`GET ${PROGRESS}`]: () => ok(job),
      [`POST ${PROGRESS}`]: (request) => {
        const { date } = request.body as { date: string };
        job = {
          review_state: 'accepted',
          progress: [templated, { step: 'fabricating', label: 'Fabricating', date }],
          next_step: 'installed',
        };
        return { json: { success: true, data: { ...job, client_emailed_to: 'maria.rivera@example.test' } } };
      },
    });
    const { user } = renderPanel();
    const steps = await screen.findByRole('list', { name: 'Job steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['✓ TemplatedNov 20, 2026', '○ FabricatingNot yet', '○ InstalledNot yet']);
    const day = screen.getByLabelText('Fabricating on');
    expect(day).toHaveValue(localToday());
    await user.clear(day);
    await user.type(day, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Mark as Fabricating' }));
    expect(await screen.findByRole('button', { name: 'Mark as Installed' })).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Fabricating recorded for Nov 24, 2026. The client was told by e-mail at maria.rivera@example.test, with the link to their quote page.',
    );
    expect(network.to(`POST ${PROGRESS}`)[0]?.body).toEqual({ step: 'fabricating', date: '2026-11-24' });
  });

  it('says the client was not e-mailed when the quote has no client address', async () => {
    fakeFetch({
      [`GET ${PROGRESS}`]: ok({ review_state: 'accepted', progress: [], next_step: 'templated' }),
      [`POST ${PROGRESS}`]: {
        json: {
          success: true,
          data: {
            review_state: 'accepted',
            progress: [templated],
            next_step: 'fabricating',
            client_emailed_to: null,
          },
        },
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mark as Templated' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Templated recorded for Nov 20, 2026. The quote has no client e-mail address, so the client was not e-mailed; they see the step on their quote page.',
    );
  });

  it('shows the server’s reason when a step is refused, and keeps the step offered', async () => {
    const refusal = 'The date 2026-12-30 is in the future: record Templated once it has happened';
    fakeFetch({
      [`GET ${PROGRESS}`]: ok({ review_state: 'accepted', progress: [], next_step: 'templated' }),
      [`POST ${PROGRESS}`]: { status: 400, json: { success: false, error: refusal } },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mark as Templated' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Templated' })).toBeEnabled();
  });

  it('offers no step before the client accepts, saying why', async () => {
    fakeFetch({ [`GET ${PROGRESS}`]: ok({ review_state: 'open', progress: [], next_step: null }) });
    renderPanel();
    expect(
      await screen.findByText(
        'The client has not accepted this quote yet. Record the job’s progress once they accept it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
  });

  it('says the job is installed once every step is recorded', async () => {
    fakeFetch({
      [`GET ${PROGRESS}`]: ok({
        review_state: 'accepted',
        progress: [
          templated,
          { step: 'fabricating', label: 'Fabricating', date: '2026-11-24' },
          { step: 'installed', label: 'Installed', date: '2026-11-27' },
        ],
        next_step: null,
      }),
    });
    renderPanel();
    expect(await screen.findByText('The job is installed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
  });

  it('takes back Installed marked too early once the fabricator confirms, and offers it again', async () => {
    const fabricating = { step: 'fabricating' as const, label: 'Fabricating', date: '2026-11-24' };
    const installed = { step: 'installed' as const, label: 'Installed', date: '2026-11-27' };
    let job: TJobProgress = {
      review_state: 'accepted',
      progress: [templated, fabricating, installed],
      next_step: null,
    };
    const network = fakeFetch({
      [`GET ${PROGRESS}`]: () => ok(job),
      [`DELETE ${PROGRESS}/installed`]: () => {
        job = { review_state: 'accepted', progress: [templated, fabricating], next_step: 'installed' };
        return { json: { success: true, data: { ...job, client_emailed_to: 'maria.rivera@example.test' } } };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderPanel();
    const takeBack = await screen.findByRole('button', { name: 'Take back Installed' });

    await user.click(takeBack);
    expect(confirm).toHaveBeenLastCalledWith(
      'Take back Installed, recorded for Nov 27, 2026? Use this when it was recorded by mistake: the client’s page no longer shows it, and the client is e-mailed the correction.',
    );
    expect(network.to(`DELETE ${PROGRESS}/installed`)).toEqual([]);

    await user.click(takeBack);
    expect(await screen.findByRole('button', { name: 'Mark as Installed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Installed taken back. The job stands at Fabricating again. The client was told by e-mail at maria.rivera@example.test that it was recorded by mistake, with the link to their quote page.',
    );
    expect(screen.getByRole('button', { name: 'Take back Fabricating' })).toBeInTheDocument();
    expect(network.to(`DELETE ${PROGRESS}/installed`)).toHaveLength(1);
  });

  it('shows the server’s reason when a step cannot be taken back', async () => {
    fakeFetch({
      [`GET ${PROGRESS}`]: ok({ review_state: 'accepted', progress: [templated], next_step: 'fabricating' }),
      [`DELETE ${PROGRESS}/templated`]: {
        status: 409,
        json: {
          success: false,
          error: 'Templated is not the last step recorded: take back Fabricating first',
        },
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Take back Templated' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Templated is not the last step recorded: take back Fabricating first',
    );
  });
});
