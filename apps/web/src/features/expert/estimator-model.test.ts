import { describe, expect, it } from 'vitest';
import {
  duplicateGroup,
  estimateProducts,
  newGroup,
  newGroupPiece,
  newProduct,
  toEngineSettings,
  DEFAULT_SETTINGS,
} from './estimator-model';

describe('estimator model', () => {
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

  it('starts with the settings panel defaults: buffer 0 %, kerf 0, fabrication in, installation out', () => {
    expect(toEngineSettings(DEFAULT_SETTINGS)).toEqual({
      multiProductOptimization: true,
      breakageBuffer: 0,
      kerfWidth: 0,
      includeFabrication: true,
      includeInstallation: false,
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
    };
    expect(toEngineSettings(panel)).toEqual({
      multiProductOptimization: false,
      breakageBuffer: 7,
      kerfWidth: 0.1875,
      includeFabrication: false,
      includeInstallation: true,
    });
  });
});
