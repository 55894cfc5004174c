import { describe, expect, it } from 'vitest';
import {
  duplicateGroup,
  editedCutouts,
  estimateProducts,
  newGroup,
  newGroupPiece,
  newProduct,
  pieceFieldProblems,
  toEngineSettings,
  DEFAULT_SETTINGS,
} from './estimator-model';

describe('estimator model', () => {
  it("adds, patches and removes a piece's cutouts by their place, leaving the list it was given as it was", () => {
    const sink = { type: 'undermount_sink' as const, width: 30, depth: 16, x: 40, y: 4 };
    const faucet = { type: 'faucet_hole' as const, width: 1.5, depth: 1.5, x: 54, y: 21 };
    const cutouts = [sink];
    const added = editedCutouts(cutouts, { type: 'cutout/add', cutout: faucet });
    expect(added).toEqual([sink, faucet]);
    expect(editedCutouts(added, { type: 'cutout/patch', index: 1, patch: { x: 60 } })).toEqual([
      sink,
      { ...faucet, x: 60 },
    ]);
    expect(editedCutouts(added, { type: 'cutout/remove', index: 0 })).toEqual([faucet]);
    // A place no cutout holds changes nothing.
    expect(editedCutouts(added, { type: 'cutout/patch', index: 2, patch: { x: 1 } })).toEqual(added);
    expect(editedCutouts(added, { type: 'cutout/remove', index: 2 })).toEqual(added);
    expect(cutouts).toEqual([sink]);
    expect(added).toEqual([sink, faucet]);
  });

  it('a duplicated group is a copy with new ids, named (Copy)', () => {
    const group = newGroup(1, { brand: 'MSI', pieces: [newGroupPiece({ width: '60' }), newGroupPiece()] });
    const copy = duplicateGroup(group);
    expect(copy.name).toBe('Stone Group 1 (Copy)');
    expect(copy.brand).toBe('MSI');
    expect(copy.id).not.toBe(group.id);
    expect(copy.pieces.map((p) => p.id)).not.toContain(group.pieces[0]?.id);
    expect(copy.pieces.map((p) => p.width)).toEqual(['60', '']);
  });

  it('estimates the Standard products, or the Bulk pieces with their group stone', () => {
    const product = newProduct({ brand: 'MSI', width: '96', depth: '42', customName: 'Island' });
    const group = newGroup(1, {
      brand: 'Caesarstone',
      pieces: [newGroupPiece({ width: '60', depth: '25', unitType: 'vanity' })],
    });
    expect(estimateProducts('standard', [product], [group])).toEqual([
      expect.objectContaining({
        brand: 'MSI',
        width: '96',
        depth: '42',
        customName: 'Island',
        pieceType: 'countertop',
      }),
    ]);
    expect(estimateProducts('bulk', [product], [group])).toEqual([
      expect.objectContaining({ brand: 'Caesarstone', width: '60', depth: '25', pieceType: 'vanity' }),
    ]);
  });

  it('starts with the settings panel defaults: buffer 0 %, kerf 0, fabrication in, installation out, no remnants, seam parts of 12 in, 6 in from cutouts', () => {
    expect(toEngineSettings(DEFAULT_SETTINGS)).toEqual({
      multiProductOptimization: true,
      breakageBuffer: 0,
      kerfWidth: 0,
      includeFabrication: true,
      includeInstallation: false,
      useRemnantsFirst: false,
      minSeamPart: 12,
      cutoutClearance: 6,
    });
  });

  it('hands the engine the buffer, kerf and switches the panel holds, leaving out the visual-only switch', () => {
    const panel = {
      multiProductOptimization: false,
      breakageBuffer: 7,
      showVisualLayouts: false,
      kerfWidth: 0.1875,
      includeFabrication: false,
      includeInstallation: true,
      useRemnantsFirst: true,
      minSeamPart: 18,
      cutoutClearance: 4,
    };
    const { showVisualLayouts: _drawnOnly, ...engine } = panel;
    expect(toEngineSettings(panel)).toEqual(engine);
  });

  it('names each piece field Calculate cannot read, and none when all read', () => {
    const typed = newProduct({ width: `7' 6"`, depth: '25 1/2', quantity: '2' });
    const refused = newProduct({ width: 'ninety', depth: '25', quantity: '2.5' });
    expect(pieceFieldProblems('standard', [typed], [])).toEqual([]);
    expect(pieceFieldProblems('standard', [typed, refused], [])).toEqual([
      `Type 2, Piece L: Enter a length above 0 in inches or feet, such as 25 1/2 or 7' 6"`,
      'Type 2, Quantity: Quantity must be a whole number from 1 to 999',
    ]);
    const group = newGroup(1, {
      pieces: [newGroupPiece({ width: '60', depth: '25' }), newGroupPiece({ quantity: '1.5' })],
    });
    expect(pieceFieldProblems('bulk', [], [group])).toEqual([
      'Stone Group 1, Qty of piece 2: Quantity must be a whole number from 1 to 999',
    ]);
  });
});
