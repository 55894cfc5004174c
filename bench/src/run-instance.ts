import { exhaustiveBound, lowerBound, patternLowerBound } from '@stonetool/domain/optimizer/lower-bound';
import type { PatternEffort } from '@stonetool/domain/optimizer/pattern-bound';
import type { SlabSetsEffort } from '@stonetool/domain/optimizer/slab-sets-bound';
import { checkLayout } from './check-layout';
import type { BenchInstance, Group } from './instances';
import { fitsSlab, runMaxrects, runNaive, runOptimizer, type Method, type MethodRun } from './methods';

export interface MethodResult {
  slabs: number;
  ms: number;
  /** What the independent checker found wrong; empty when the layout is valid. */
  errors: string[];
}

export interface InstanceResult {
  name: string;
  group: Group;
  cls: string;
  /** Copies that fit an empty slab (the others are reported unplaced by every method). */
  copies: number;
  /**
   * The best lower bound proved: the size-based bounds (`sizeBound`), raised on countertop jobs
   * whose free layout is above them by the pattern relaxation and, on jobs of up to
   * PROOF_MAX_COPIES copies, the exhaustive slab-sets search. Each is valid on its own; they
   * are run only where the layout is above the size-based bound, since nothing can raise a
   * bound past a layout's slabs.
   */
  lowerBound: number;
  /** The size-based bounds alone (`lowerBound` of the domain, as the optimiser uses them). */
  sizeBound: number;
  /** Area of the copies that fit, over the usable area of one slab. */
  slabsOfArea: number;
  methods: Partial<Record<Method, MethodResult>>;
}

/**
 * The pattern bound's effort: exact single-slab checks of 20,000 nodes (200,000 for a pattern
 * about to join the master LP), 10,000,000 nodes and pricing steps in all (up to half a
 * minute a job; 3,000,000 proved 4 of the 9 jobs this proves).
 */
const PATTERN_EFFORT: PatternEffort = {
  fitNodes: 20000,
  settleFactor: 10,
  totalWork: 10000000,
  maxRounds: 500,
};

/** The largest countertop jobs the exhaustive proof is tried on. */
const PROOF_MAX_COPIES = 30;
/**
 * The proof's effort: every split of all the copies among up to six slabs, single-slab checks
 * of 50,000 nodes, 1,000,000 nodes in all (up to about 10 s a job on a loaded machine).
 */
const PROOF_EFFORT: SlabSetsEffort = {
  maxCopies: Infinity,
  maxKnown: 6,
  fitNodes: 50000,
  totalNodes: 1000000,
  maxRaises: 1,
};

const RUNNERS: Record<Method, (instance: BenchInstance) => MethodRun> = {
  free: (i) => runOptimizer(i.input, false),
  guillotine: (i) => runOptimizer(i.input, true),
  maxrects: (i) => runMaxrects(i.input),
  naive: (i) => runNaive(i.input),
};

/** Runs the chosen methods on one instance and checks every layout they return. */
export function runInstance(instance: BenchInstance, methods: readonly Method[]): InstanceResult {
  const { input } = instance;
  const trim = input.slab.trim ?? 0;
  const usable = (input.slab.width - 2 * trim) * (input.slab.height - 2 * trim);
  const fitting = input.pieces.filter((p) => fitsSlab(input, p));
  const result: InstanceResult = {
    name: instance.name,
    group: instance.group,
    cls: instance.cls,
    copies: fitting.reduce((sum, p) => sum + p.quantity, 0),
    lowerBound: 0,
    sizeBound: lowerBound(input),
    slabsOfArea: fitting.reduce((sum, p) => sum + p.width * p.depth * p.quantity, 0) / usable,
    methods: {},
  };
  for (const method of methods) {
    let run: MethodRun;
    try {
      run = RUNNERS[method](instance);
    } catch (error) {
      result.methods[method] = { slabs: 0, ms: 0, errors: [`threw: ${String(error)}`] };
      continue;
    }
    result.methods[method] = {
      slabs: run.layout.slabs.length,
      ms: run.ms,
      errors: checkLayout(input, run.layout, { guillotine: method === 'guillotine' }),
    };
  }
  result.lowerBound = result.sizeBound;
  const free = result.methods.free;
  if (
    instance.group === 'countertop' &&
    free !== undefined &&
    free.errors.length === 0 &&
    free.slabs > result.sizeBound
  ) {
    result.lowerBound = patternLowerBound(input, result.sizeBound, free.slabs, PATTERN_EFFORT);
    if (result.lowerBound < free.slabs && result.copies <= PROOF_MAX_COPIES) {
      result.lowerBound = exhaustiveBound(input, result.sizeBound, free.slabs, PROOF_EFFORT);
    }
  }
  return result;
}
