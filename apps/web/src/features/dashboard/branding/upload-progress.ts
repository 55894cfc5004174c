import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the upload bar moves, and where it waits for the server (spec 03 section 4). */
export const UPLOAD_PROGRESS_TICK_MS = 300;
export const UPLOAD_PROGRESS_CAP = 90;
const MAX_STEP = 15;
/** Spec 03 section 4: status messages clear after 3 seconds; the full bar goes with them. */
export const STATUS_CLEAR_MS = 3000;

/**
 * One tick of the upload bar (spec 03 section 4): up by a random step below 15, never past 90
 * until the upload answers. `random` is in [0, 1), as Math.random gives.
 */
export function nextUploadProgress(current: number, random: number): number {
  return Math.min(UPLOAD_PROGRESS_CAP, current + random * MAX_STEP);
}

/**
 * The upload bar: `start` sets it rising every 300 ms up to 90, `finish` sets it to 100 and
 * hides it 3 s later, `reset` hides it at once (null).
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<number | null>(null);

  const stop = useCallback(() => {
    // One id space for intervals and timeouts: clearInterval ends either.
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setProgress(0);
    timer.current = window.setInterval(
      () => setProgress((current) => nextUploadProgress(current ?? 0, Math.random())),
      UPLOAD_PROGRESS_TICK_MS,
    );
  }, [stop]);

  const finish = useCallback(() => {
    stop();
    setProgress(100);
    timer.current = window.setTimeout(() => setProgress(null), STATUS_CLEAR_MS);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setProgress(null);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { progress, start, finish, reset };
}
