import { z } from 'zod';

/**
 * One refused part of a request as zod reports it, whether zod threw it or Fastify's validator
 * compiler passed it on: its code, where it is (`['quote_data', 'products', '1', 'quantity']`),
 * its message and the rest of the issue (expected, minimum, maximum, origin, format, keys, values).
 */
export interface ValidationIssue {
  code: string;
  path: readonly (string | number)[];
  message: string;
  details: Readonly<Record<string, unknown>>;
}

/** What a numbered row of a list is called, by the list's name ("Piece 2", "Item 1"). */
const ROW_NAMES: Record<string, string> = {
  products: 'Piece',
  pieces: 'Piece',
  cutouts: 'Cutout',
  prices: 'Price',
  groups: 'Group',
  items: 'Item',
  cartItems: 'Item',
  cart_items: 'Item',
  stones: 'Stone',
  rules: 'Rule',
  rows: 'Row',
};

const englishDefault = z.locales.en().localeError;

/**
 * True when zod wrote the message itself ("Invalid input: expected number, received undefined"),
 * false when the schema gave its own words, which are then kept. zod's wording is recomputed
 * rather than matched by pattern, so a schema message that happens to start "Invalid" is kept.
 */
function isZodDefault(issue: ValidationIssue): boolean {
  if (issue.code === 'invalid_type') return /^Invalid input: expected \w+, received \w+$/.test(issue.message);
  const recomputed = englishDefault({ ...issue.details, code: issue.code, input: undefined } as never);
  const text = typeof recomputed === 'string' ? recomputed : recomputed?.message;
  return text === issue.message;
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid email address',
  uuid: 'a valid id',
  guid: 'a valid id',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time',
  url: 'a web address',
};

/** zod's own message said plainly, for a person who reads it after the field's name. */
function plainRule(issue: ValidationIssue): string {
  const d = issue.details;
  const size = (n: unknown, unit: string) => `${String(n)} ${unit}${n === 1 ? '' : 's'}`;
  switch (issue.code) {
    case 'invalid_type':
      return d.expected === 'int'
        ? 'must be a whole number'
        : `expected ${TYPE_NAMES[String(d.expected)] ?? String(d.expected)}`;
    case 'too_small':
      if (d.origin === 'string')
        return d.minimum === 1 ? 'is required' : `must be at least ${size(d.minimum, 'character')}`;
      if (d.origin === 'array' || d.origin === 'set')
        return d.minimum === 1 ? 'must not be empty' : `must have at least ${size(d.minimum, 'item')}`;
      return d.inclusive === false
        ? `must be above ${String(d.minimum)}`
        : `must be at least ${String(d.minimum)}`;
    case 'too_big':
      if (d.origin === 'string') return `must be at most ${size(d.maximum, 'character')}`;
      if (d.origin === 'array' || d.origin === 'set') return `must have at most ${size(d.maximum, 'item')}`;
      return d.inclusive === false
        ? `must be below ${String(d.maximum)}`
        : `must be at most ${String(d.maximum)}`;
    case 'invalid_format':
      return `must be ${FORMAT_NAMES[String(d.format)] ?? `in ${String(d.format)} format`}`;
    case 'invalid_value': {
      const values = Array.isArray(d.values) ? d.values.map(String) : [];
      return values.length === 1 ? `must be ${values[0]}` : `must be one of ${values.join(', ')}`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(d.divisor)}`;
    case 'invalid_union': {
      // A discriminated union names the values its key takes ("kind" of a piece's shape).
      const options = Array.isArray(d.options) ? d.options.map(String) : [];
      return options.length > 0 ? `must be one of ${options.join(', ')}` : 'is not valid';
    }
    default:
      return 'is not valid';
  }
}

const isIndex = (segment: string | number) => typeof segment === 'number' || /^\d+$/.test(segment);

/**
 * Where an issue is, in words: the numbered rows of the lists it sits in ("Group 1, piece 2") and
 * the name of its field ("quantity"); either may be missing.
 */
function place(path: readonly (string | number)[]): { rows: string; field: string | null } {
  const rows: string[] = [];
  let field: string | null = null;
  path.forEach((segment, at) => {
    if (!isIndex(segment)) {
      field = String(segment);
      return;
    }
    const list = at > 0 ? String(path[at - 1]) : '';
    const name = ROW_NAMES[list] ?? (list ? `${list} item` : 'Item');
    const label = `${name} ${Number(segment) + 1}`;
    rows.push(rows.length === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1));
    field = null;
  });
  return { rows: rows.join(', '), field };
}

/**
 * "Quantity must …" after a row reads "quantity must …"; an acronym ("PIN is …") or a title
 * ("Cart Contains Invalid Items") is left as written.
 */
function continuing(message: string): string {
  return /^[A-Z][a-z]*\s[a-z]/.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
}

/**
 * One issue as a person reads it: the row and field it is about, then the schema's own words or
 * zod's rule said plainly. "Piece 2: quantity must be a whole number from 1 to 999",
 * "tier_2_amount: expected a number"; never "Invalid input: expected number, received undefined".
 */
export function issueMessage(issue: ValidationIssue): string {
  if (!isZodDefault(issue)) {
    const { rows } = place(issue.path);
    return rows ? `${rows}: ${continuing(issue.message)}` : issue.message;
  }
  return placedRule(issue.path, plainRule(issue));
}

/**
 * A rule said of the field at a path, named as every refusal names it: "Group 1, piece 2,
 * customName: must not contain a NUL character"; a rule of the whole request stands alone.
 */
export function placedRule(path: readonly (string | number)[], rule: string): string {
  const { rows, field } = place(path);
  const subject = [rows, field].filter(Boolean).join(', ');
  return subject ? `${subject}: ${rule}` : rule.charAt(0).toUpperCase() + rule.slice(1);
}

/**
 * The message of a refused request. A field the strict schema does not know comes first, named
 * with its path (checklist item 4: a mass-assignment attempt is told exactly what was refused, not
 * that some other field is missing); otherwise the first issue, as issueMessage says it.
 */
export function validationMessage(issues: readonly ValidationIssue[], fallback: string): string {
  const unknown = issues.find(
    (issue) =>
      issue.code === 'unrecognized_keys' && Array.isArray(issue.details.keys) && issue.details.keys.length,
  );
  if (unknown) {
    const keys = unknown.details.keys as string[];
    const names = keys.map((key) => `"${[...unknown.path, key].join('.')}"`);
    return names.length > 1
      ? `Unrecognized keys: ${names.join(', ')} are not accepted`
      : `Unrecognized key: ${names.join('')} is not accepted`;
  }
  const first = issues[0];
  return first ? issueMessage(first) : fallback;
}

/** A zod issue in the formatter's shape. */
export function fromZodIssue(issue: z.core.$ZodIssue): ValidationIssue {
  const { code, path, message, ...details } = issue;
  return {
    code,
    path: path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)),
    message,
    details,
  };
}

/** An issue Fastify's zod validator compiler reported (its JSON-schema-like shape) in the formatter's shape. */
export function fromFastifyValidation(item: {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}): ValidationIssue {
  return {
    code: item.keyword,
    path: item.instancePath.split('/').filter(Boolean),
    message: item.message ?? '',
    details: item.params,
  };
}
