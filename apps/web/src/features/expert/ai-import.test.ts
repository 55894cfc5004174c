import type { TDrawingPiece, TParsedProduct } from '@stonetool/contracts/ai-import';
import { normalizeStoneRow } from '@stonetool/domain/estimate/normalize-stone';
import { describe, expect, it } from 'vitest';
import {
  addDrawingPieces,
  confidenceBadge,
  drawingPiecesToCheck,
  drawingUnitLabel,
  groupPiecesFromDrawing,
  groupsFromParsed,
  linesRead,
  productsFromDrawing,
  productsFromParsed,
  replaceLine,
} from './ai-import';
import { newGroup, newGroupPiece, newProduct } from './estimator-model';
import { BLACK_PEARL_ROW } from '../../test/test-stone';

const catalogue = [
  normalizeStoneRow(BLACK_PEARL_ROW),
  normalizeStoneRow({
    Brand: 'MSI',
    Type: 'Quartz',
    Color: 'Calacatta Laza',
    Finish: 'Polished',
    Thickness: '3cm',
    'Slab Cost': 1200,
  }),
];

const parsed = (
  product: Partial<TParsedProduct> & Pick<TParsedProduct, 'name' | 'width' | 'depth'>,
): TParsedProduct => ({
  shape: null,
  quantity: 1,
  stoneType: null,
  features: [],
  confidence: 0.9,
  edgeDetail: 'Eased',
  pieceType: 'countertop',
  thickness: null,
  finish: null,
  sourceLine: 1,
  notes: [],
  ...product,
});

const drawn = (
  piece: Partial<TDrawingPiece> & Pick<TDrawingPiece, 'name' | 'width' | 'depth'>,
): TDrawingPiece => ({
  edgeDetail: 'Eased',
  type: 'countertop',
  notes: '',
  quantity: 1,
  ...piece,
});

describe('AI import', () => {
  it('prices each card on the row of the thickness and finish the list named, not the first row', () => {
    const sheet = [
      ...catalogue,
      normalizeStoneRow({
        Brand: 'MSI',
        Type: 'Granite',
        Color: 'Black Pearl',
        Finish: 'Leathered',
        Thickness: '3cm',
        'Slab Cost': 1100,
      }),
    ];
    const [named, unnamed] = productsFromParsed(
      [
        parsed({
          name: 'Island',
          width: 96,
          depth: 42,
          stoneType: 'MSI Granite Black Pearl',
          thickness: '3cm',
          finish: 'Leathered',
          notes: ['Read as millimetres: 2438 x 1067 has no unit and is too large for inches'],
        }),
        parsed({ name: 'Vanity', width: 36, depth: 22, stoneType: 'MSI Granite Black Pearl' }),
      ],
      sheet,
    );
    expect(named).toMatchObject({ finish: 'Leathered', thickness: '3cm', stoneAssumption: null });
    expect(named?.note).toMatch(/Read as millimetres/);
    expect(unnamed?.stoneAssumption).toMatch(/names no thickness or finish: priced on 3cm, Polished/);
  });

  it('says which slab the list asked for when it names no stone of the catalogue', () => {
    const [card] = productsFromParsed(
      [parsed({ name: 'Island', width: 96, depth: 42, thickness: '3cm', finish: 'Honed' })],
      catalogue,
    );
    expect([card?.stone, card?.stoneAssumption]).toEqual([
      '',
      'The list asks for a 3cm Honed slab: choose the stone in it.',
    ]);
  });

  it('turns parsed products into AI-parsed type cards with their stone, edge and piece type', () => {
    const [island, perimeter] = productsFromParsed(
      [
        parsed({
          name: 'Kitchen island',
          width: 96,
          depth: 42,
          stoneType: 'MSI Granite Black Pearl',
          features: ['Undermount sink cutout'],
          confidence: 0.92,
          edgeDetail: 'Bullnose',
          pieceType: 'island',
        }),
        parsed({ name: 'Perimeter', width: 120, depth: 25.5, quantity: 2, confidence: 0.64 }),
      ],
      catalogue,
    );
    expect(island).toMatchObject({
      customName: 'Kitchen island',
      width: '96',
      depth: '42',
      quantity: '1',
      brand: 'MSI',
      color: 'Black Pearl',
      stone: 'MSI Granite Black Pearl',
      thickness: '3cm',
      edgeDetail: 'Bullnose',
      pieceType: 'island',
      note: 'Undermount sink cutout',
      aiParsed: true,
      confidence: 0.92,
    });
    expect(perimeter).toMatchObject({
      quantity: '2',
      brand: '',
      edgeDetail: 'Eased',
      pieceType: 'countertop',
      confidence: 0.64,
    });
  });

  it('groups parsed products by the stone named, the rest in one group', () => {
    const groups = groupsFromParsed(
      [
        parsed({ name: 'Island', width: 96, depth: 42, stoneType: 'MSI Quartz Calacatta Laza' }),
        parsed({ name: 'Vanity', width: 60, depth: 22, quantity: 2, pieceType: 'vanity' }),
        parsed({ name: 'Backsplash', width: 120, depth: 4, stoneType: 'MSI Quartz Calacatta Laza' }),
      ],
      catalogue,
      3,
    );
    expect(groups.map((g) => [g.name, g.pieces.length])).toEqual([
      ['MSI Quartz Calacatta Laza', 2],
      ['Stone Group 4', 1],
    ]);
    expect(groups[1]?.pieces[0]).toMatchObject({ unitType: 'vanity', quantity: '2' });
  });

  it('keeps each parsed piece of a group flagged as AI-parsed with its confidence', () => {
    const [group] = groupsFromParsed(
      [
        parsed({ name: 'Island', width: 96, depth: 42, confidence: 0.92 }),
        parsed({ name: 'Vanity', width: 60, depth: 22, confidence: 0.55 }),
      ],
      catalogue,
      1,
    );
    expect(group?.pieces.map((p) => [p.aiParsed, p.aiExtracted, p.confidence])).toEqual([
      [true, false, 0.92],
      [true, false, 0.55],
    ]);
  });

  it('a drawing adds merged identical pieces to its group, in place of empty rows, under the group stone', () => {
    const group = newGroup(1, {
      brand: 'MSI',
      type: 'Granite',
      color: 'Black Pearl',
      stone: 'MSI Granite Black Pearl',
      pieces: [newGroupPiece({ customName: 'Bar top', width: '72', depth: '16' }), newGroupPiece()],
    });
    const rows = groupPiecesFromDrawing(
      [
        drawn({ name: 'Counter A', width: 60, depth: 25.5 }),
        drawn({ name: 'Counter B', width: 60, depth: 25.5 }),
        drawn({ name: 'Island', width: 96, depth: 42, edgeDetail: 'Ogee', type: 'island' }),
        drawn({ name: 'Unreadable', width: 0, depth: 20 }),
      ],
      0.75,
    );
    const updated = addDrawingPieces(group, rows);
    expect(updated.stone).toBe('MSI Granite Black Pearl');
    expect(updated.pieces.map((p) => [p.customName, p.width, p.quantity, p.edgeDetail, p.unitType])).toEqual([
      ['Bar top', '72', '1', 'Eased', 'countertop'],
      ['Counter A', '60', '2', 'Eased', 'countertop'],
      ['Island', '96', '1', 'Ogee', 'island'],
    ]);
    expect(rows.every((p) => p.aiExtracted && !p.aiParsed && p.confidence === 0.75)).toBe(true);
  });

  it('a drawing replaces its card with merged identical pieces that keep the card stone', () => {
    const card = newProduct({
      brand: 'MSI',
      type: 'Granite',
      color: 'Black Pearl',
      stone: 'MSI Granite Black Pearl',
    });
    const products = productsFromDrawing(
      [
        drawn({ name: 'Counter A', width: 60, depth: 25.5 }),
        drawn({ name: 'Counter B', width: 60, depth: 25.5, quantity: 2 }),
        drawn({ name: 'Island', width: 96, depth: 42, edgeDetail: 'Ogee', type: 'island' }),
      ],
      card,
      0.75,
    );
    expect(products.map((p) => [p.customName, p.quantity, p.edgeDetail, p.pieceType])).toEqual([
      ['Counter A', '3', 'Eased', 'countertop'],
      ['Island', '1', 'Ogee', 'island'],
    ]);
    expect(
      products.every((p) => p.stone === 'MSI Granite Black Pearl' && p.aiExtracted && p.confidence === 0.75),
    ).toBe(true);
  });

  it('lists the drawing pieces to check: those read below 60 %, or all of an unsure reading', () => {
    const pieces = [
      drawn({ name: 'SINK RUN', width: 120, depth: 25.5, confidence: 0.4 }),
      drawn({ name: 'ISLAND', width: 96, depth: 42, confidence: 0.95 }),
      drawn({ name: 'Piece 3', width: 36, depth: 22 }),
    ];
    expect(drawingPiecesToCheck(pieces, 0.75).map((p) => p.name)).toEqual(['SINK RUN']);
    expect(drawingPiecesToCheck(pieces, 0.5).map((p) => p.name)).toEqual(['SINK RUN', 'ISLAND', 'Piece 3']);
    expect(drawingPiecesToCheck(pieces.slice(1), 0.9)).toEqual([]);
  });

  it('a drawing piece keeps its own confidence on its card', () => {
    const [sink, island] = productsFromDrawing(
      [
        drawn({ name: 'SINK RUN', width: 120, depth: 25.5, confidence: 0.4 }),
        drawn({ name: 'ISLAND', width: 96, depth: 42 }),
      ],
      newProduct(),
      0.7,
    );
    expect([sink?.confidence, island?.confidence]).toEqual([0.4, 0.7]);
  });

  it("keeps the parts of a drawing's U apart on the cards, each with its name", () => {
    const products = productsFromDrawing(
      [
        drawn({ name: 'KITCHEN (a)', width: 72, depth: 26, outline: 'KITCHEN' }),
        drawn({ name: 'KITCHEN (b)', width: 92, depth: 26, outline: 'KITCHEN' }),
        drawn({ name: 'KITCHEN (c)', width: 72, depth: 26, outline: 'KITCHEN' }),
      ],
      newProduct(),
      0.8,
    );
    expect(products.map((p) => [p.customName, p.quantity])).toEqual([
      ['KITCHEN (a)', '1'],
      ['KITCHEN (b)', '1'],
      ['KITCHEN (c)', '1'],
    ]);
  });

  it("puts a drawing's U on one U card, and in a Bulk group as its three runs with a note saying so", () => {
    const u = drawn({
      name: 'KITCHEN',
      width: 144,
      depth: 26,
      shape: { kind: 'u', leftArm: 72, rightArm: 96 },
    });
    const [card, ...others] = productsFromDrawing([u], newProduct(), 0.85);
    expect(others).toEqual([]);
    expect(card).toMatchObject({
      customName: 'KITCHEN',
      width: '144',
      depth: '26',
      shape: { kind: 'u', leftArm: 72, rightArm: 96 },
    });
    const rows = groupPiecesFromDrawing([u], 0.85);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      width: '144',
      depth: '26',
      shape: { kind: 'u', leftArm: 72, rightArm: 96 },
      aiExtracted: true,
    });
  });

  it('names the unit a drawing was read in', () => {
    expect(drawingUnitLabel('mm')).toBe('millimeters (mm)');
    expect(drawingUnitLabel('in')).toBe('inches (in)');
  });

  it('rates confidence High from 80 %, Medium from 50 %, else Low', () => {
    expect(confidenceBadge(0.8)).toEqual({ level: 'High', percent: 80 });
    expect(confidenceBadge(0.5)).toEqual({ level: 'Medium', percent: 50 });
    expect(confidenceBadge(0.49)).toEqual({ level: 'Low', percent: 49 });
  });
});

describe('the reading of a pasted list', () => {
  it('counts the non-empty lines and those that gave a product', () => {
    const unread = [{ line: 2, text: 'thanks!', reason: 'No piece size found' }];
    expect(linesRead('Island 96 x 42\nthanks!\n\n  \r\nVanity 36 x 22', unread)).toEqual({
      read: 2,
      total: 3,
    });
  });

  it('replaces one line in place and keeps the others as pasted', () => {
    expect(replaceLine('a\nb\nc', 2, 'Vanity 36 x 22')).toBe('a\nVanity 36 x 22\nc');
    expect(replaceLine('a\nb', 3, 'x')).toBe('a\nb');
  });
});
