import type { Group } from './instances';
import { METHODS, type Method } from './methods';
import type { InstanceResult } from './run-instance';

/** Published best totals per literature class, from the data README, when present. */
export type Published = Map<string, { free: number; guillotine: number }>;

/** Reads the "| I | 972 | 972 |" rows of the data README's table of published totals. */
export function parsePublished(readme: string): Published {
  const rows = new Map<string, { free: number; guillotine: number }>();
  for (const match of readme.matchAll(/^\|\s*([IVX]+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*$/gm)) {
    rows.set(match[1] as string, { free: Number(match[2]), guillotine: Number(match[3]) });
  }
  return rows;
}

const LABEL: Record<Method, string> = {
  free: 'free',
  guillotine: 'guillotine',
  maxrects: 'maxrects',
  naive: 'naive',
};

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface Row {
  label: string;
  instances: number;
  lowerBound: number;
  slabs: Partial<Record<Method, number>>;
  utilisation: Partial<Record<Method, number>>;
  medianMs: Partial<Record<Method, number>>;
  worstMs: Partial<Record<Method, number>>;
  atBound: Partial<Record<Method, number>>;
  /** Instances whose bound the pattern relaxation or the exhaustive search raised. */
  raised: number;
  invalid: number;
}

/** Totals of one row of the report over its instances. */
export function summarise(label: string, results: InstanceResult[], methods: readonly Method[]): Row {
  const row: Row = {
    label,
    instances: results.length,
    lowerBound: results.reduce((sum, r) => sum + r.lowerBound, 0),
    slabs: {},
    utilisation: {},
    medianMs: {},
    worstMs: {},
    atBound: {},
    raised: results.filter((r) => r.lowerBound > r.sizeBound).length,
    invalid: 0,
  };
  for (const method of methods) {
    const runs = results.map((r) => ({ r, m: r.methods[method] })).filter((x) => x.m !== undefined);
    const slabs = runs.reduce((sum, { m }) => sum + (m?.slabs ?? 0), 0);
    const area = runs.reduce((sum, { r }) => sum + r.slabsOfArea, 0);
    row.slabs[method] = slabs;
    row.utilisation[method] = slabs > 0 ? area / slabs : 0;
    row.medianMs[method] = median(runs.map(({ m }) => m?.ms ?? 0));
    row.worstMs[method] = Math.max(0, ...runs.map(({ m }) => m?.ms ?? 0));
    row.atBound[method] = runs.filter(({ r, m }) => m?.slabs === r.lowerBound).length;
    row.invalid += runs.filter(({ m }) => (m?.errors.length ?? 0) > 0).length;
  }
  return row;
}

const fixed = (v: number | undefined, digits: number) => (v === undefined ? '–' : v.toFixed(digits));
const pct = (v: number | undefined) => (v === undefined ? '–' : `${(100 * v).toFixed(1)} %`);

/** A markdown table from a header and rows of cells. */
function markdown(head: string[], rows: string[][]): string {
  const rule = head.map((_, i) => (i === 0 ? '---' : '---:'));
  return [head, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/**
 * Two markdown tables per group, a row per class and a total row: slabs against the lower
 * bound (and the published best totals for the literature classes), then utilisation and
 * time.
 */
export function tables(group: Group, rows: Row[], methods: readonly Method[], published: Published): string {
  const withPublished = group === 'literature' && published.size > 0;
  const slabs = markdown(
    [
      'class',
      'n',
      'lower bound',
      ...(withPublished ? ['published best (free / guillotine)'] : []),
      ...methods.map((m) => `${LABEL[m]}`),
      ...methods.map((m) => `${LABEL[m]} / bound`),
      ...(group === 'countertop' ? methods.map((m) => `${LABEL[m]} at bound`) : []),
      ...(group === 'countertop' ? ['bounds raised'] : []),
      'invalid',
    ],
    rows.map((row) => {
      const best = published.get(row.label);
      return [
        row.label,
        String(row.instances),
        String(row.lowerBound),
        ...(withPublished ? [best ? `${best.free} / ${best.guillotine}` : '–'] : []),
        ...methods.map((m) => String(row.slabs[m] ?? '–')),
        ...methods.map((m) =>
          fixed(row.lowerBound > 0 ? (row.slabs[m] ?? 0) / row.lowerBound : undefined, 3),
        ),
        ...(group === 'countertop'
          ? methods.map(
              (m) => `${row.atBound[m] ?? 0} (${pct((row.atBound[m] ?? 0) / Math.max(1, row.instances))})`,
            )
          : []),
        ...(group === 'countertop' ? [String(row.raised)] : []),
        String(row.invalid),
      ];
    }),
  );
  const effort = markdown(
    [
      'class',
      ...methods.map((m) => `${LABEL[m]} utilisation`),
      ...methods.map((m) => `${LABEL[m]} ms median / worst`),
    ],
    rows.map((row) => [
      row.label,
      ...methods.map((m) => pct(row.utilisation[m])),
      ...methods.map((m) => `${fixed(row.medianMs[m], 1)} / ${fixed(row.worstMs[m], 0)}`),
    ]),
  );
  return `Slabs (bins) summed over the class:\n\n${slabs}\n\nUtilisation and time per instance:\n\n${effort}`;
}

/** The report's rows for a group: one per class in the given order, then the total. */
export function groupRows(results: InstanceResult[], classes: string[], methods: readonly Method[]): Row[] {
  const rows = classes
    .map((cls) =>
      summarise(
        cls,
        results.filter((r) => r.cls === cls),
        methods,
      ),
    )
    .filter((row) => row.instances > 0);
  return [...rows, summarise('total', results, methods)];
}

/** The goals of issue 3, each with whether this run meets it. */
export function goals(
  results: InstanceResult[],
  methods: readonly Method[],
  literatureComplete: boolean,
): string[] {
  const lines: string[] = [];
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const invalid = results.reduce(
    (sum, r) => sum + METHODS.filter((m) => (r.methods[m]?.errors.length ?? 0) > 0).length,
    0,
  );
  lines.push(`- Invalid layouts (all methods): ${invalid} — goal 0: ${mark(invalid === 0)}`);
  const literature = results.filter((r) => r.group === 'literature');
  if (literature.length > 0) {
    for (const method of methods.filter((m) => m === 'free' || m === 'guillotine')) {
      const total = literature.reduce((sum, r) => sum + (r.methods[method]?.slabs ?? 0), 0);
      const worst = Math.max(...literature.map((r) => r.methods[method]?.ms ?? 0));
      const scope = literatureComplete
        ? 'the 500 literature instances'
        : `${literature.length} literature instances (subset)`;
      lines.push(
        `- ${LABEL[method]} mode on ${scope}: ${total} bins, worst ${worst.toFixed(0)} ms` +
          (literatureComplete
            ? ` — goal ≤ 7,020 bins at ≤ 1 s each: ${mark(total <= 7020 && worst <= 1000)}`
            : ''),
      );
    }
    if (methods.includes('maxrects') && methods.includes('free')) {
      const classes = [...new Set(literature.map((r) => r.cls))];
      const sum = (cls: string, m: Method | 'bound') =>
        literature
          .filter((r) => r.cls === cls)
          .reduce((s, r) => s + (m === 'bound' ? r.lowerBound : (r.methods[m]?.slabs ?? 0)), 0);
      const notFewer = classes.filter((cls) => sum(cls, 'free') >= sum(cls, 'maxrects'));
      // A class where both already sit at the lower bound is solved to optimality by both.
      const tiedAtBound = notFewer.filter((cls) => sum(cls, 'maxrects') === sum(cls, 'bound'));
      const losing = notFewer.filter((cls) => !tiedAtBound.includes(cls));
      lines.push(
        `- Fewer bins than maxrects-packer on every literature class (free mode): ` +
          `${losing.length === 0 ? 'met' : `NOT met on ${losing.join(', ')}`}` +
          (tiedAtBound.length > 0
            ? ` (tied on ${tiedAtBound.join(', ')}, where both reach the lower bound: optimal)`
            : ''),
      );
    }
  }
  const jobs = results.filter((r) => r.group === 'countertop');
  if (jobs.length > 0 && methods.includes('free')) {
    const atBound = jobs.filter((r) => r.methods.free?.slabs === r.lowerBound).length;
    const share = atBound / jobs.length;
    lines.push(
      `- Countertop jobs at the lower bound (free mode): ${atBound} of ${jobs.length} (${pct(share)}) — goal ≥ 90 %: ${mark(share >= 0.9)}`,
    );
    const raised = jobs.filter((r) => r.lowerBound > r.sizeBound && r.methods.free?.slabs === r.lowerBound);
    lines.push(
      `- Of those, jobs whose bound only the pattern relaxation or the exhaustive search proves: ${raised.length} ` +
        '(the size-based bounds are one slab lower; a job at its lower bound is solved optimally)',
    );
    const ms = median(jobs.filter((r) => r.copies <= 60).map((r) => r.methods.free?.ms ?? 0));
    lines.push(
      `- Median time of a countertop job (up to 60 pieces, free mode): ${ms.toFixed(1)} ms — goal ≤ 50 ms: ${mark(ms <= 50)}`,
    );
  }
  return lines;
}
