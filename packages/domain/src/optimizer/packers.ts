import type { Bin } from './bin';
import { GuillotineBin, type GuillotineChoice, type GuillotineSplit } from './guillotine-bin';
import { MaxRectsBin, type MaxRectsRule } from './max-rects-bin';

/** A way to fill one bin: the maximal-rectangles packer with a rule, or the guillotine packer. */
export type PackerConfig =
  | { kind: 'maxrects'; rule: MaxRectsRule }
  | { kind: 'guillotine'; choice: GuillotineChoice; split: GuillotineSplit; merge?: boolean };

export function createBin(config: PackerConfig, width: number, height: number): Bin {
  return config.kind === 'maxrects'
    ? new MaxRectsBin(width, height, config.rule)
    : new GuillotineBin(width, height, config.choice, config.split, config.merge);
}

const GUILLOTINE_PACKERS: PackerConfig[] = (['baf', 'bssf', 'blsf'] as const).flatMap((choice) =>
  (['sla', 'lla', 'minas', 'maxas'] as const).flatMap((split) =>
    [false, true].map((merge) => ({ kind: 'guillotine' as const, choice, split, merge })),
  ),
);

export const MAX_RECTS_PACKERS: readonly PackerConfig[] = (['bssf', 'baf', 'bl', 'cp', 'blsf'] as const).map(
  (rule) => ({
    kind: 'maxrects' as const,
    rule,
  }),
);

/**
 * Every packer, maximal rectangles first. Guillotine mode uses them all too: a bin filled by
 * the maximal-rectangles packer, or by the guillotine packer with free rectangles merged, is
 * kept there only when it passes the guillotine check.
 */
export const PACKERS: readonly PackerConfig[] = [...MAX_RECTS_PACKERS, ...GUILLOTINE_PACKERS];
