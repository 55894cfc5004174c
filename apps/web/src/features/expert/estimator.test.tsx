import { PIECE_LENGTH_MESSAGE } from '@stonetool/domain/estimate/piece-input';
import { QUANTITY_MESSAGE } from '@stonetool/domain/limits';
import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stone } from '../../test/fixtures';
import { renderEstimator, typeCard, pickStone, savedSummary } from './estimator-testing';

// jsdom runs no workers: the estimate is computed in the test's own thread, as the worker would.
vi.mock('./estimate/run-estimate', () => ({
  runEstimate: (input: Parameters<typeof estimateQuote>[0]) => Promise.resolve(estimateQuote(input)),
}));

describe('the Expert Mode estimator: pieces on type cards', () => {
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

  it('estimates a piece entered on a type card and shows its result card', async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), '96');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    const result = screen.getByRole('heading', { name: 'Type 1', level: 4 }).closest('li');
    expect(result).not.toBeNull();
    const { Brand, Type, Color } = stone();
    expect(
      within(result as HTMLElement).getByText(new RegExp(`${Brand} ${Type} ${Color}`)),
    ).toBeInTheDocument();
    expect(within(result as HTMLElement).getByText('Slabs needed').nextSibling).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Back to Edit' }));
    expect(screen.getByRole('button', { name: 'View Results' })).toBeInTheDocument();
  });

  it("cuts a sink from a piece, names a cutout outside it, and prices the sink at the business's price", async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), '96');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'New cutout' }), 'Undermount sink');
    await user.click(within(card).getByRole('button', { name: 'Add Cutout' }));
    const sink = within(card).getByRole('group', { name: 'Undermount sink 1' });
    expect(within(sink).getByRole('textbox', { name: 'Width (in)' })).toHaveValue('30');
    const fromLeft = within(sink).getByRole('textbox', { name: 'From left (in)' });
    await user.clear(fromLeft);
    await user.type(fromLeft, '80');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Type 1: Undermount sink 1 (30 × 16 in at 80, 2) lies outside the piece',
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByRole('heading', { name: 'Optimized Results' })).toBeNull();

    await user.clear(fromLeft);
    await user.type(fromLeft, '33');
    expect(within(card).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    const result = screen.getByRole('heading', { name: 'Type 1', level: 4 }).closest('li') as HTMLElement;
    expect(within(result).getByText('Undermount sink').nextSibling).toHaveTextContent(
      '1 × $325.00 = $325.00',
    );
  });

  it('reads a cutout length as the piece fields do, says what another unit was read as, and names text that is no length', async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), '96');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'New cutout' }), 'Undermount sink');
    await user.click(within(card).getByRole('button', { name: 'Add Cutout' }));
    const cutout = within(card).getByRole('group', { name: 'Undermount sink 1' });
    const fromLeft = within(cutout).getByRole('textbox', { name: 'From left (in)' });
    await user.clear(fromLeft);
    await user.type(fromLeft, '25 1/2');
    expect(within(cutout).getByText('Read as 25.5 in')).toBeInTheDocument();
    await user.clear(fromLeft);
    await user.type(fromLeft, '1829 mm');
    expect(within(cutout).getByText('Read as 72.01 in')).toBeInTheDocument();
    await user.clear(fromLeft);
    await user.type(fromLeft, 'left of the tap');
    expect(within(cutout).getAllByRole('alert')[0]).toHaveTextContent(
      'From left (in): enter a length of 0 or more in inches or feet',
    );
    expect(fromLeft).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByRole('heading', { name: 'Optimized Results' })).toBeNull();
  });

  it('draws an L as its legs are typed, prices its true area, not its bounding box, and says where its seam lies', async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Piece type' }), 'L-shaped');
    await user.type(within(card).getByRole('textbox', { name: 'Leg A (inches)' }), '120');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    const legB = within(card).getByRole('textbox', { name: 'Leg B (inches)' });
    expect(legB).toHaveValue('96');
    // Legs of 120 and 96 at 25.5 deep: 4,857.75 in², 33.73 ft² (the box would be 80 ft²).
    expect(
      within(card).getByRole('img', { name: 'L-shaped piece 120" by 96", 33.73 ft²' }),
    ).toBeInTheDocument();
    await user.clear(legB);
    await user.type(legB, '20');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      "Type 1: leg B (20) must be longer than leg A's depth (25.5)",
    );
    await user.clear(legB);
    await user.type(legB, '96');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    const result = screen.getByRole('heading', { name: 'Type 1', level: 4 }).closest('li') as HTMLElement;
    expect(within(result).getByText('Area').nextSibling).toHaveTextContent('33.73 ft²');
    // No 63 × 126 slab holds the L whole: it is cut where leg B meets leg A, said as the PDF says it.
    expect(
      within(result).getByText(
        'Piece 1 (L-shaped 120 × 96, 25.5 deep) has 1 seam across leg B at the inside corner: parts 120 × 25.5 + 25.5 × 70.5',
      ),
    ).toBeInTheDocument();
  });

  it('saves the quote for the customer on the contact card and says under which number', async () => {
    const { user, network } = renderEstimator({
      'POST /api/quotes/save': { json: { success: true, data: savedSummary } },
    });
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Stone');
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByRole('status')).toHaveTextContent('✓ Quote Q-1001 saved');
    expect(screen.getByText(/Working on quote Q-1001\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved Quotes (1)' })).toBeInTheDocument();
    const [saved] = network.to('POST /api/quotes/save');
    expect(saved?.body).toMatchObject({
      showroom_id: 'showroom-1',
      customer_data: { first_name: 'Ada', last_name: 'Stone', email: 'ada@example.test' },
    });
  });

  it('says which pieces a saved quote leaves out of its total, without a green ✓', async () => {
    const { user } = renderEstimator({
      'POST /api/quotes/save': {
        json: { success: true, data: { ...savedSummary, not_priced: ['Island: Price on request'] } },
      },
    });
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Stone');
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    const alert = await screen.findByText(/Quote Q-1001 saved, but its total leaves out/);
    expect(alert).toHaveTextContent(
      '❌ Quote Q-1001 saved, but its total leaves out 1 piece not priced (Island: Price on request)',
    );
    expect(alert).not.toHaveTextContent('✓');
    expect(screen.getByText(/Working on quote Q-1001\./)).toBeInTheDocument();
  });
});
