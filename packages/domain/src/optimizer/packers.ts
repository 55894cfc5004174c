import type { Bin } from './bin';
import { GuillotineBin, type GuillotineChoice, type GuillotineSplit } from './guillotine-bin';
import { MaxRectsBin, type MaxRectsRule } from './max-rects-bin';

/** A way to fill one bin: the maximal-rectangles packer with a rule, or the guillotine packer. */
export type PackerConfig =
  | { kind: 'maxrects'; rule: MaxRectsRule }
  | { kind: 'guillotine'; choice: GuillotineChoice; split: GuillotineSplit };

export function createBin(config: PackerConfig, width: number, height: number): Bin {
  return config.kind === 'maxrects'
    ? new MaxRectsBin(width, height, config.rule)
    : new GuillotineBin(width, height, config.choice, config.split);
}

const GUILLOTINE_PACKERS: PackerConfig[] = (['baf', 'bssf', 'blsf'] as const).flatMap((choice) =>
  (['sla', 'lla', 'minas', 'maxas'] as const).map((split) => ({
    kind: 'guillotine' as const,
    choice,
    split,
  })),
);

const MAX_RECTS_PACKERS: PackerConfig[] = (['bssf', 'baf', 'bl', 'cp', 'blsf'] as const).map((rule) => ({
  kind: 'maxrects' as const,
  rule,
}));

/**
 * The packers a mode may use. Free mode may use both kinds (a guillotine layout is also a
 * free one); guillotine mode only the guillotine packer, so every slab stays cuttable.
 */
export function packersFor(guillotine: boolean): PackerConfig[] {
  return guillotine ? GUILLOTINE_PACKERS : [...MAX_RECTS_PACKERS, ...GUILLOTINE_PACKERS];
}
