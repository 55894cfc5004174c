import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextUploadProgress, UPLOAD_PROGRESS_CAP } from './upload-progress';

describe('the upload progress bar', () => {
  it('rises by a step below 15 and never passes 90 before the upload answers', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: UPLOAD_PROGRESS_CAP, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (current, random) => {
          const next = nextUploadProgress(current, random);
          expect(next).toBeGreaterThanOrEqual(current);
          expect(next - current).toBeLessThan(15);
          expect(next).toBeLessThanOrEqual(UPLOAD_PROGRESS_CAP);
        },
      ),
    );
  });

  it('stays at 90 once there', () => {
    expect(nextUploadProgress(88, 0.99)).toBe(90);
    expect(nextUploadProgress(90, 0.5)).toBe(90);
  });
});
