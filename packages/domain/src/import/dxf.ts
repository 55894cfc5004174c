import { unitOfInsUnits, type DrawingUnit } from './drawing-units';

/**
 * A small reader for ASCII DXF, the exchange format CAD programs export: the entities a
 * countertop drawing is made of (polylines, lines, text and linear dimensions) and the drawing's
 * unit. Blocks placed with INSERT are not expanded; binary DXF is not read.
 */

export interface DxfPoint {
  x: number;
  y: number;
}

export type DxfEntity = (
  | { kind: 'polyline'; points: DxfPoint[]; closed: boolean }
  | { kind: 'line'; start: DxfPoint; end: DxfPoint }
  | { kind: 'text'; text: string; at: DxfPoint }
  | { kind: 'dimension'; measurement: number | null; text: string; from: DxfPoint; to: DxfPoint }
) & {
  /** The layer the entity is drawn on (group 8); "0", the default layer, when it names none. */
  layer: string;
};

export interface DxfDrawing {
  /** The unit the header's $INSUNITS names; null when it is unset or unitless. */
  unit: DrawingUnit | null;
  entities: DxfEntity[];
}

type Group = [code: number, value: string];

export class DxfError extends Error {}

function groupsOf(text: string): Group[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const groups: Group[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = Number((lines[i] ?? '').trim());
    if (!Number.isInteger(code)) throw new DxfError('Not an ASCII DXF file');
    groups.push([code, (lines[i + 1] ?? '').trim()]);
  }
  return groups;
}

/** MTEXT carries inline formatting (\P paragraph breaks, {\fArial;…} fonts); keep the words. */
function plainMText(text: string): string {
  return text
    .replace(/\\P/g, ' ')
    .replace(/\\[A-OQ-Za-oq-z][^;\\{}]*;/g, '')
    .replace(/\\[A-Za-z]/g, '')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function numberAt(groups: Group[], code: number): number | null {
  const found = groups.find(([c]) => c === code);
  if (found === undefined) return null;
  const n = Number(found[1]);
  return Number.isFinite(n) ? n : null;
}

function pointAt(groups: Group[], xCode: number): DxfPoint | null {
  const x = numberAt(groups, xCode);
  const y = numberAt(groups, xCode + 10);
  return x === null || y === null ? null : { x, y };
}

function lwPolylinePoints(groups: Group[]): DxfPoint[] {
  const points: DxfPoint[] = [];
  for (const [code, value] of groups) {
    if (code === 10) points.push({ x: Number(value), y: 0 });
    else if (code === 20 && points.length > 0) (points[points.length - 1] as DxfPoint).y = Number(value);
  }
  return points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
}

/** Splits the ENTITIES section into entities: each starts at a group with code 0. */
function entityGroups(groups: Group[]): Array<{ type: string; groups: Group[] }> {
  const entities: Array<{ type: string; groups: Group[] }> = [];
  let section: string | null = null;
  let current: { type: string; groups: Group[] } | null = null;
  for (let i = 0; i < groups.length; i++) {
    const [code, value] = groups[i] as Group;
    if (code === 0 && value === 'SECTION') {
      section = groups[i + 1]?.[0] === 2 ? (groups[i + 1]?.[1] ?? null) : null;
      current = null;
      continue;
    }
    if (code === 0 && value === 'ENDSEC') {
      section = null;
      current = null;
      continue;
    }
    if (section !== 'ENTITIES') continue;
    if (code === 0) {
      current = { type: value, groups: [] };
      entities.push(current);
    } else {
      current?.groups.push([code, value]);
    }
  }
  return entities;
}

function insUnits(groups: Group[]): number | null {
  const at = groups.findIndex(([code, value]) => code === 9 && value === '$INSUNITS');
  if (at < 0) return null;
  const value = groups.slice(at + 1).find(([code]) => code === 70);
  return value ? Number(value[1]) : null;
}

/** True when the text opens like an ASCII DXF file (a SECTION group, after optional 999 comments). */
export function looksLikeDxf(text: string): boolean {
  return /(?:^|\n)\s*0\s*\r?\n\s*SECTION\s*\r?\n/.test(text.slice(0, 2000));
}

/** Reads a DXF file's text; throws DxfError when it is not ASCII DXF. */
export function readDxf(text: string): DxfDrawing {
  if (!looksLikeDxf(text)) throw new DxfError('Not an ASCII DXF file');
  const groups = groupsOf(text);
  const entities: DxfEntity[] = [];
  let polyline: { points: DxfPoint[]; closed: boolean; layer: string } | null = null;

  for (const { type, groups: g } of entityGroups(groups)) {
    const layer = g.find(([code]) => code === 8)?.[1] ?? '0';
    if (polyline !== null) {
      if (type === 'VERTEX') {
        const point = pointAt(g, 10);
        if (point) polyline.points.push(point);
        continue;
      }
      entities.push({ kind: 'polyline', ...polyline });
      polyline = null;
      if (type === 'SEQEND') continue;
    }
    switch (type) {
      case 'LWPOLYLINE':
        entities.push({
          kind: 'polyline',
          points: lwPolylinePoints(g),
          closed: ((numberAt(g, 70) ?? 0) & 1) === 1,
          layer,
        });
        break;
      case 'POLYLINE':
        polyline = { points: [], closed: ((numberAt(g, 70) ?? 0) & 1) === 1, layer };
        break;
      case 'LINE': {
        const start = pointAt(g, 10);
        const end = pointAt(g, 11);
        if (start && end) entities.push({ kind: 'line', start, end, layer });
        break;
      }
      case 'TEXT':
      case 'MTEXT': {
        const at = pointAt(g, 10);
        const parts = g.filter(([code]) => code === 3 || code === 1).map(([, value]) => value);
        const words = type === 'MTEXT' ? plainMText(parts.join('')) : parts.join(' ').trim();
        if (at && words !== '') entities.push({ kind: 'text', text: words, at, layer });
        break;
      }
      case 'DIMENSION': {
        // Linear (0) and aligned (1) dimensions measure between the points 13 and 14.
        const from = pointAt(g, 13);
        const to = pointAt(g, 14);
        const dimensionType = (numberAt(g, 70) ?? 0) & 7;
        if (from && to && dimensionType <= 1) {
          const override = g.find(([code]) => code === 1)?.[1] ?? '';
          entities.push({
            kind: 'dimension',
            measurement: numberAt(g, 42),
            text: plainMText(override),
            from,
            to,
            layer,
          });
        }
        break;
      }
    }
  }
  if (polyline !== null) entities.push({ kind: 'polyline', ...polyline });
  return { unit: unitOfInsUnits(insUnits(groups)), entities };
}
