/**
 * A benchmark's count option (`--orders 400`, `--runs 30`): a whole number from 1 up. Anything else
 * stops the run with the option and the text named, rather than a run of NaN orders or of 2.5.
 */
export function countOption(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!/^\d+$/.test(text ?? '') || value < 1) {
    throw new Error(`--${name} must be a whole number from 1 up; "${text ?? ''}" is not one`);
  }
  return value;
}
