import { parseDimension } from '@stonetool/domain/estimate/piece-input';

/**
 * A size as typed (52 1/4, 25.5, 4' 3"), read by the piece fields' own reader, for a contract that
 * takes inches: blank is no size, text it cannot read is NaN (refused as "must be a number").
 */
export const typedInches = (text: unknown) =>
  typeof text === 'string' && text.trim() !== '' ? (parseDimension(text) ?? Number.NaN) : undefined;
