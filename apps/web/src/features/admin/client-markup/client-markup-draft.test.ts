import { describe, expect, it } from 'vitest';
import {
  clientMarkupDraftError,
  switchDraftMarkupType,
  toClientMarkupDraft,
  toClientMarkupRequest,
} from './client-markup-draft';

const showroomId = '11111111-1111-4111-8111-111111111111';

describe('a client markup row as the Client Markup tab edits it', () => {
  it('starts a brand without a row at the defaults: 40 %, 15 % minimum margin', () => {
    expect(toClientMarkupRequest(showroomId, toClientMarkupDraft('Cambria', undefined))).toEqual({
      showroom_id: showroomId,
      brand: 'Cambria',
      markup_type: 'percentage',
      client_markup_percent: 40,
      fixed_markup_amount: null,
      minimum_margin_percent: 15,
      is_active: true,
    });
  });

  it('offers $600 when switched to fixed, and clears the other figure either way', () => {
    const fixed = switchDraftMarkupType(toClientMarkupDraft('Cambria', undefined), 'fixed');
    expect(toClientMarkupRequest(showroomId, fixed)).toMatchObject({
      markup_type: 'fixed',
      client_markup_percent: null,
      fixed_markup_amount: 600,
    });
    expect(toClientMarkupRequest(showroomId, switchDraftMarkupType(fixed, 'percentage'))).toMatchObject({
      markup_type: 'percentage',
      client_markup_percent: 40,
      fixed_markup_amount: null,
    });
  });

  it('is checked by the spec bounds before it is sent', () => {
    const draft = toClientMarkupDraft('Cambria', undefined);
    expect(clientMarkupDraftError(showroomId, { ...draft, minimumMarginText: '51' })).toBe(
      'Minimum profit for Cambria must be from 0 to 50%',
    );
    expect(
      clientMarkupDraftError(showroomId, { ...switchDraftMarkupType(draft, 'fixed'), fixedText: '2500' }),
    ).toBe('Fixed amount for Cambria must be from $0 to $2,000');
    expect(clientMarkupDraftError(showroomId, draft)).toBeNull();
  });
});
