import { boundingBox, checkOutline, type Outline } from '../shapes/outline';
import type { OptimizeInput, PieceSpec, Priority, RemnantSpec } from './types';

export type ParsedInstance =
  | {
      ok: true;
      input: OptimizeInput;
      name?: string;
      /** The caller's safety net on the search's wall-clock time (see stopAfter). */
      timeBudgetMs?: number;
    }
  | { ok: false; errors: string[] };

/** The outline as given, or why it is not a rectilinear outline the optimiser can nest. */
function outlineOf(value: unknown): Outline | string {
  if (!Array.isArray(value)) return 'it must be an array of [x, y] points';
  const check = checkOutline(value as Outline);
  return check.ok ? (value as Outline) : check.reason;
}

const PRIORITIES: readonly Priority[] = ['high', 'normal', 'low'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const isNonNegative = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Reads one optimiser instance of the command-line contract: a slab with positive width and
 * height (and an optional trim that leaves some of it usable), an optional kerf of at least
 * 0, and pieces each with an id, a positive width and depth and a whole quantity of at
 * least 1 (the spec's minimum), or instead of width and depth an `outline`, a simple rectilinear
 * polygon `[[x, y], ...]` in inches, counter-clockwise, first point not repeated (an L or U,
 * refused with the piece's id and the reason when it is not one); optionally `maxIterations` and `seed` for a reproducible run,
 * and `timeBudgetMs`, a wall-clock cap the command enforces as a safety net; optionally `remnants`,
 * each with an id of its own and a positive width and height, used before any slab. Unknown fields are
 * ignored; every problem is reported.
 */
export function parseInstance(value: unknown): ParsedInstance {
  const errors: string[] = [];
  if (!isObject(value)) return { ok: false, errors: ['The instance must be a JSON object.'] };

  const slab = value.slab;
  let width = 0;
  let height = 0;
  let trim: number | undefined;
  if (!isObject(slab)) errors.push('"slab" must be an object with "width" and "height".');
  else {
    if (isPositive(slab.width)) width = slab.width;
    else errors.push('"slab.width" must be a number above 0.');
    if (isPositive(slab.height)) height = slab.height;
    else errors.push('"slab.height" must be a number above 0.');
    if (slab.trim !== undefined) {
      if (!isNonNegative(slab.trim)) errors.push('"slab.trim" must be a number of at least 0.');
      else trim = slab.trim;
    }
  }
  // The trim may sit on the slab (as in SlabSpec) or beside it at the top level.
  if (trim === undefined && value.trim !== undefined) {
    if (!isNonNegative(value.trim)) errors.push('"trim" must be a number of at least 0.');
    else trim = value.trim;
  }
  if (trim !== undefined && width > 0 && height > 0 && (2 * trim >= width || 2 * trim >= height)) {
    errors.push('"trim" leaves no usable slab: it must be less than half the slab width and height.');
  }

  if (value.kerf !== undefined && !isNonNegative(value.kerf))
    errors.push('"kerf" must be a number of at least 0.');
  if (value.guillotine !== undefined && typeof value.guillotine !== 'boolean') {
    errors.push('"guillotine" must be true or false.');
  }
  if (value.timeBudgetMs !== undefined && !isPositive(value.timeBudgetMs)) {
    errors.push('"timeBudgetMs" must be a number above 0.');
  }
  for (const field of ['maxIterations', 'seed'] as const) {
    const given = value[field];
    if (given !== undefined && !(Number.isInteger(given) && (given as number) >= 0)) {
      errors.push(`"${field}" must be a whole number of at least 0.`);
    }
  }
  let seams: OptimizeInput['seams'];
  if (value.seams !== undefined && value.seams !== false) {
    if (value.seams === true) seams = { minPiece: 24 };
    else if (!isObject(value.seams)) errors.push('"seams" must be an object such as {"minPiece": 24}.');
    else if (value.seams.minPiece !== undefined && !isPositive(value.seams.minPiece)) {
      errors.push('"seams.minPiece" must be a number above 0.');
    } else seams = { minPiece: value.seams.minPiece ?? 24 };
  }

  const pieces: PieceSpec[] = [];
  if (!Array.isArray(value.pieces)) errors.push('"pieces" must be an array.');
  else {
    value.pieces.forEach((raw: unknown, i: number) => {
      const at = `pieces[${i}]`;
      if (!isObject(raw)) {
        errors.push(`${at} must be an object.`);
        return;
      }
      const id = typeof raw.id === 'number' ? String(raw.id) : raw.id;
      if (typeof id !== 'string' || id === '') errors.push(`${at}.id must be a non-empty string.`);
      const outline = raw.outline === undefined ? undefined : outlineOf(raw.outline);
      if (typeof outline === 'string')
        errors.push(`${at} (id ${JSON.stringify(id)}): outline refused, ${outline}.`);
      if (outline === undefined && !isPositive(raw.width))
        errors.push(`${at}.width must be a number above 0.`);
      if (outline === undefined && !isPositive(raw.depth))
        errors.push(`${at}.depth must be a number above 0.`);
      const box = typeof outline === 'object' ? boundingBox(outline) : undefined;
      if (!Number.isInteger(raw.quantity) || (raw.quantity as number) < 1) {
        errors.push(`${at}.quantity must be a whole number of at least 1.`);
      }
      if (raw.rotate !== undefined && typeof raw.rotate !== 'boolean')
        errors.push(`${at}.rotate must be true or false.`);
      if (raw.priority !== undefined && !PRIORITIES.includes(raw.priority as Priority)) {
        errors.push(`${at}.priority must be one of high, normal, low.`);
      }
      pieces.push({
        id: id as string,
        width: box ? box.x1 - box.x0 : (raw.width as number),
        depth: box ? box.y1 - box.y0 : (raw.depth as number),
        quantity: raw.quantity as number,
        ...(typeof outline === 'object' ? { outline } : {}),
        ...(raw.rotate !== undefined ? { rotate: raw.rotate as boolean } : {}),
        ...(raw.priority !== undefined ? { priority: raw.priority as Priority } : {}),
      });
    });
  }
  const remnants = value.remnants === undefined ? undefined : remnantsOf(value.remnants, errors);
  if (errors.length > 0) return { ok: false, errors };

  const input: OptimizeInput = {
    slab: { width, height, ...(trim !== undefined ? { trim } : {}) },
    kerf: (value.kerf as number | undefined) ?? 0,
    pieces,
    ...(value.guillotine === true ? { guillotine: true } : {}),
    ...(seams ? { seams } : {}),
    ...(value.maxIterations !== undefined ? { maxIterations: value.maxIterations as number } : {}),
    ...(value.seed !== undefined ? { seed: value.seed as number } : {}),
    ...(remnants ? { remnants } : {}),
  };
  return {
    ok: true,
    input,
    ...(typeof value.name === 'string' ? { name: value.name } : {}),
    ...(value.timeBudgetMs !== undefined ? { timeBudgetMs: value.timeBudgetMs as number } : {}),
  };
}

/** The remnants of an instance, each problem added to `errors` with the remnant's index. */
function remnantsOf(value: unknown, errors: string[]): RemnantSpec[] {
  if (!Array.isArray(value)) {
    errors.push('"remnants" must be an array.');
    return [];
  }
  const seen = new Set<string>();
  return value.map((raw: unknown, i: number): RemnantSpec => {
    const at = `remnants[${i}]`;
    if (!isObject(raw)) {
      errors.push(`${at} must be an object.`);
      return { id: '', width: 0, height: 0 };
    }
    const id = typeof raw.id === 'number' ? String(raw.id) : raw.id;
    if (typeof id !== 'string' || id === '') errors.push(`${at}.id must be a non-empty string.`);
    else if (seen.has(id)) errors.push(`${at}.id ${JSON.stringify(id)} is given to another remnant too.`);
    else seen.add(id);
    if (!isPositive(raw.width)) errors.push(`${at}.width must be a number above 0.`);
    if (!isPositive(raw.height)) errors.push(`${at}.height must be a number above 0.`);
    return { id: id as string, width: raw.width as number, height: raw.height as number };
  });
}
