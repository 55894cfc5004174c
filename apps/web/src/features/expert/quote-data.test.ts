import { ZQuoteData, ZSaveQuoteRequest } from '@stonetool/contracts/quotes';
import { hasNameAndEmail } from '@stonetool/domain/estimate/quote-customer';
import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  estimateProductNames,
  estimateProducts,
  newGroup,
  newGroupPiece,
  newProduct,
  toEngineSettings,
} from './estimator-model';
import { customerDataOf, quoteDataOf, snapshotOfSavedQuote, type EstimatorSnapshot } from './quote-data';
import { userInfoOf } from './saved-quotes';
import { BLACK_PEARL_ROW } from '../../test/test-stone';

const stones = [{ ...BLACK_PEARL_ROW, 'Fab Cost': 30 }];
const stone = { brand: 'MSI', type: 'Granite', color: 'Black Pearl', stone: 'MSI Granite Black Pearl' };

const snapshot: EstimatorSnapshot = {
  entryMode: 'standard',
  products: [
    newProduct({
      ...stone,
      customName: 'Island',
      width: '96',
      depth: '42',
      quantity: '1',
      aiParsed: true,
      confidence: 0.9,
    }),
    newProduct({ ...stone, width: '120', depth: '25.5', quantity: '2' }),
    newProduct(),
  ],
  groups: [
    newGroup(1, {
      ...stone,
      pieces: [
        newGroupPiece({ width: '60', depth: '22', aiExtracted: true, confidence: 0.7 }),
        newGroupPiece({
          width: '110',
          depth: '25.5',
          shape: { kind: 'l', legB: 60 },
          cutouts: [{ type: 'undermount_sink', width: 30, depth: 16, x: 40, y: 4 }],
        }),
      ],
    }),
  ],
  settings: { ...DEFAULT_SETTINGS, breakageBuffer: 5, kerfWidth: 0.125, includeInstallation: true },
};

describe('quote data', () => {
  const estimate = estimateQuote({
    products: estimateProducts(snapshot.entryMode, snapshot.products, snapshot.groups),
    stones,
    settings: toEngineSettings(snapshot.settings),
  });

  it('is accepted by the save contract, with optimisation data per stone label and totals in dollars', () => {
    const data = quoteDataOf(snapshot, estimate, 'Smith kitchen');
    const request = ZSaveQuoteRequest.parse({
      customer_data: customerDataOf(
        userInfoOf({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' }),
      ),
      quote_data: data,
    });
    expect(Object.keys(request.quote_data.optimization_data ?? {})).toEqual(['MSI Granite Black Pearl']);
    expect(request.quote_data.totals?.totalPrice).toBe(estimate.totals.totalPrice / 100);
    expect(request.quote_data.totals?.totalSlabs).toBe(estimate.totals.totalSlabs);
    expect(estimate.someProductsNotCalculated).toBe(true);
  });

  it('restores the estimator as it was saved', () => {
    const restored = snapshotOfSavedQuote({ quote_data: ZQuoteData.parse(quoteDataOf(snapshot, null)) });
    expect(restored).toEqual(snapshot);
  });

  it("restores a piece's moved seams and the seam settings, and a quote saved before them with the rules' defaults", () => {
    const moved: EstimatorSnapshot = {
      ...snapshot,
      products: [newProduct({ ...stone, width: '150', depth: '25.5', seamsAt: [{ axis: 'x', at: 60 }] })],
      settings: { ...snapshot.settings, minSeamPart: 18, cutoutClearance: 4 },
    };
    expect(snapshotOfSavedQuote({ quote_data: ZQuoteData.parse(quoteDataOf(moved, null)) })).toEqual(moved);
    const before = ZQuoteData.parse({
      products: [{ ...stone, width: '150', depth: '25.5' }],
      settings: { kerfWidth: 0.125 },
    });
    const restored = snapshotOfSavedQuote({ quote_data: before });
    expect(restored.products[0]!.seamsAt).toEqual([]);
    expect(restored.settings).toMatchObject({ minSeamPart: 12, cutoutClearance: 6 });
  });

  it("restores a Bulk row's moved seams, and a row saved before them with the rules placing them", () => {
    const [group] = snapshot.groups;
    const moved: EstimatorSnapshot = {
      ...snapshot,
      entryMode: 'bulk',
      groups: [
        {
          ...group!,
          pieces: group!.pieces.map((piece, i) =>
            i === 1 ? { ...piece, seamsAt: [{ axis: 'x', at: 90 }] } : piece,
          ),
        },
      ],
    };
    expect(snapshotOfSavedQuote({ quote_data: ZQuoteData.parse(quoteDataOf(moved, null)) })).toEqual(moved);
    const before = ZQuoteData.parse({
      entryMode: 'bulk',
      groups: [{ ...stone, pieces: [{ width: '150', depth: '25.5' }] }],
    });
    expect(snapshotOfSavedQuote({ quote_data: before }).groups[0]!.pieces[0]!.seamsAt).toEqual([]);
  });

  it('names products by custom name, else Type n (Bulk: group and piece)', () => {
    expect(estimateProductNames('standard', snapshot.products, snapshot.groups)).toEqual([
      'Island',
      'Type 2',
      'Type 3',
    ]);
    expect(estimateProductNames('bulk', snapshot.products, snapshot.groups)).toEqual([
      'Stone Group 1 – Piece 1',
      'Stone Group 1 – Piece 2',
    ]);
  });

  it('saves and e-mails only for a customer with first name, last name and e-mail, as the server requires', () => {
    const customer = (firstName: string, lastName: string, email: string) =>
      customerDataOf(userInfoOf({ firstName, lastName, email, phone: '' }));
    expect(hasNameAndEmail(customer('Ada', 'Lovelace', 'ada@example.com'))).toBe(true);
    expect(hasNameAndEmail(customer('Ada', ' ', 'ada@example.com'))).toBe(false);
    expect(hasNameAndEmail(customer('', 'Lovelace', 'ada@example.com'))).toBe(false);
    expect(hasNameAndEmail(customer('Ada', 'Lovelace', ''))).toBe(false);
  });
});
