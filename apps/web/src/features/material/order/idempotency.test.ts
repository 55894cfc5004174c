import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { keyAfterFailure } from './idempotency';

const fresh = () => 'key-2';

describe('keyAfterFailure', () => {
  it('keeps the key after a lost answer or a server failure, so a retry replays the first order', () => {
    expect(keyAfterFailure('key-1', new ApiError('Failed', 0), fresh)).toBe('key-1');
    expect(keyAfterFailure('key-1', new ApiError('Failed', 503), fresh)).toBe('key-1');
    expect(keyAfterFailure('key-1', new Error('parse'), fresh)).toBe('key-1');
  });

  it('keeps it while the first submit is still running (409)', () => {
    expect(keyAfterFailure('key-1', new ApiError('In progress', 409), fresh)).toBe('key-1');
  });

  it('starts a new attempt after the server refused the order', () => {
    expect(keyAfterFailure('key-1', new ApiError('Total mismatch', 422), fresh)).toBe('key-2');
    expect(keyAfterFailure('key-1', new ApiError('Email is required', 400), fresh)).toBe('key-2');
  });
});
