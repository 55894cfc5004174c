import type { PieceSeams } from '@stonetool/domain/estimate/types';
import type { SeamAt } from '@stonetool/domain/shapes/inside-corner-seams';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, newProduct, pieceSeamProblems } from './estimator-model';
import { SeamControls } from './seam-controls';

/** A 150 × 25.5 run with a 30 × 18 sink from 60 in, laid out with one seam at 75 in. */
const run = newProduct({
  width: '150',
  depth: '25.5',
  cutouts: [{ type: 'undermount_sink', width: 30, depth: 18, x: 60, y: 4 }],
});
const seams: PieceSeams = {
  outline: [
    [0, 0],
    [150, 0],
    [150, 25.5],
    [0, 25.5],
  ],
  parts: [],
  cuts: [[75, 0, 75, 25.5]],
};

function renderControls(moved = false) {
  const apply = vi.fn<(seamsAt: SeamAt[]) => void>();
  const editing = {
    moved,
    check: (seamsAt: SeamAt[]) => pieceSeamProblems(run, 'Type 1', DEFAULT_SETTINGS, seamsAt),
    apply,
    busy: false,
  };
  render(<SeamControls pieceNumber={1} seams={seams} editing={editing} />);
  const form = screen.getByRole('form', { name: 'Move seam 1 of piece 1' });
  return { apply, form, field: within(form).getByRole('textbox', { name: 'Seam 1 at' }) };
}

describe('moving a seam on the results card', () => {
  it('refuses a place through the sink with the reason beside the field, and lays nothing out', async () => {
    const user = userEvent.setup();
    const { apply, form, field } = renderControls();
    expect(field).toHaveValue('75');
    expect(field).toHaveAccessibleDescription('in from the left end');
    await user.clear(field);
    await user.type(field, '62');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Type 1: the seam at 62 in from the left end passes through Undermount sink 1',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(apply).not.toHaveBeenCalled();
  });

  it('lays the quote out again with the seam where it was typed, from the keyboard', async () => {
    const user = userEvent.setup();
    const { apply, form, field } = renderControls();
    await user.clear(field);
    await user.type(field, `3' 4"{Enter}`);
    expect(apply).toHaveBeenCalledWith([{ axis: 'x', at: 40, through: 12.75 }]);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('names text that is no length, and offers the seams back where the rules place them once moved', async () => {
    const user = userEvent.setup();
    const { apply, form, field } = renderControls(true);
    await user.clear(field);
    await user.type(field, 'middle{Enter}');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      `Enter where the seam goes in inches or feet, such as 72 or 6' 0"`,
    );
    await user.click(screen.getByRole('button', { name: 'Put seams back where the rules place them' }));
    expect(apply).toHaveBeenCalledWith([]);
  });
});
