import { PIECE_LENGTH_MESSAGE } from '@stonetool/domain/estimate/piece-input';
import { QUANTITY_MESSAGE } from '@stonetool/domain/limits';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { stone } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';
import { Estimator } from './estimator';

function renderEstimator() {
  const network = fakeFetch({
    'GET /api/stones': { json: [stone()] },
    // Without pricing the estimator falls back to each stone's Fab Cost and the spec's edges.
    'GET /api/fabrication/pricing': { status: 503, json: { success: false, error: 'Unavailable' } },
  });
  const view = renderSignedIn(
    <Estimator
      authenticated
      readOnly={false}
      showroomId="showroom-1"
      draftOwner="showroom-1|owner@example.test"
      header={(actions) =>
        actions ? (
          <button type="button" onClick={actions.onSaveQuote}>
            Save Quote
          </button>
        ) : null
      }
      footer={null}
    />,
  );
  return { ...view, network };
}

const typeCard = (name: string) => screen.getByRole('region', { name });

describe('the Expert Mode estimator', () => {
  it('names every piece field it cannot read when Calculate is pressed, and estimates nothing', async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), 'long');
    await user.type(within(card).getByRole('textbox', { name: 'Quantity' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Type 1, Piece L: ${PIECE_LENGTH_MESSAGE}`);
    expect(alert).toHaveTextContent(`Type 1, Quantity: ${QUANTITY_MESSAGE}`);
    expect(alert).not.toHaveTextContent('Piece D');
    expect(screen.queryByRole('button', { name: 'View Results' })).toBeNull();
  });

  it('adds and removes countertop types', async () => {
    const { user } = renderEstimator();
    await user.click(screen.getByRole('button', { name: 'Add Type' }));
    expect(typeCard('Type 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Type 2' }));
    expect(screen.queryByRole('region', { name: 'Type 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Type 1' })).toBeNull();
  });

  it('switches to stone groups in the Bulk interface and keeps the types for Standard', async () => {
    const { user } = renderEstimator();
    await user.type(within(typeCard('Type 1')).getByRole('textbox', { name: 'Piece D (inches)' }), '25');
    await user.click(screen.getByRole('radio', { name: 'Bulk' }));
    expect(screen.getByRole('region', { name: 'Stone groups' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Stone Group' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(within(typeCard('Type 1')).getByRole('textbox', { name: 'Piece D (inches)' })).toHaveValue('25');
  });

  it('asks who the quote is for when Save Quote is pressed without a customer', async () => {
    const { user, network } = renderEstimator();
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByRole('dialog', { name: 'Save Quote' })).toBeInTheDocument();
    expect(network.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
