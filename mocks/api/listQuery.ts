/**
 * json-server's read extras for every GET list, implemented once so MSW and json-server agree:
 * `q` (case-insensitive substring on any string field), `field=value` (equality, repeat for OR),
 * `field_like` (case-insensitive substring), `field_gte` / `field_lte` / `field_ne`,
 * `_sort` / `_order` (comma-separated, asc|desc), `_page` / `_limit` and `_start` / `_end` / `_limit`.
 * When the list is sliced, `total` is the count before slicing (sent as X-Total-Count).
 */
import { HttpError } from './http';

export interface ListResult<T> {
  items: T[];
  total: number;
  /** True when _page, _limit, _start or _end sliced the list. */
  sliced: boolean;
}

type Item = object;

function fieldValue(item: Item, field: string): unknown {
  return (item as Record<string, unknown>)[field];
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

function compareToParam(value: unknown, param: string): number | null {
  if (value === undefined || value === null) return null;
  const number = Number(param);
  if (typeof value === 'number' && param.trim() !== '' && Number.isFinite(number))
    return value - number;
  const text = asText(value);
  return text === null
    ? null
    : text.localeCompare(param, 'en', { sensitivity: 'base', numeric: true });
}

function nonNegativeInteger(
  params: URLSearchParams,
  name: string,
  min: number,
): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min) {
    throw new HttpError(400, { error: `${name} must be an integer of at least ${min}` });
  }
  return Number(raw);
}

const OPERATORS = ['_like', '_gte', '_lte', '_ne'] as const;

function matchesFilter(item: Item, key: string, values: string[]): boolean {
  const operator = OPERATORS.find((suffix) => key.endsWith(suffix));
  const field = operator ? key.slice(0, -operator.length) : key;
  const value = fieldValue(item, field);
  return values.every((param) => {
    switch (operator) {
      case '_like': {
        const text = asText(value);
        return text !== null && text.toLowerCase().includes(param.toLowerCase());
      }
      case '_gte': {
        const order = compareToParam(value, param);
        return order !== null && order >= 0;
      }
      case '_lte': {
        const order = compareToParam(value, param);
        return order !== null && order <= 0;
      }
      case '_ne':
        return asText(value) !== param;
      default:
        return true;
    }
  });
}

export function applyListQuery<T extends Item>(
  source: readonly T[],
  params: URLSearchParams,
  options: { ignore?: readonly string[] } = {},
): ListResult<T> {
  let items = [...source];

  const q = params.get('q')?.trim().toLowerCase();
  if (q) {
    items = items.filter((item) =>
      Object.values(item).some(
        (value) => typeof value === 'string' && value.toLowerCase().includes(q),
      ),
    );
  }

  const keys = [...new Set(params.keys())].filter(
    (key) => key !== 'q' && !key.startsWith('_') && !(options.ignore ?? []).includes(key),
  );
  for (const key of keys) {
    const values = params.getAll(key);
    if (OPERATORS.some((suffix) => key.endsWith(suffix))) {
      items = items.filter((item) => matchesFilter(item, key, values));
    } else {
      // Plain equality; repeated keys mean OR (json-server: ?category=A&category=B).
      items = items.filter((item) => values.includes(asText(fieldValue(item, key)) ?? '\u0000'));
    }
  }

  const sort = params.get('_sort');
  if (sort) {
    const fields = sort
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean);
    const orders = (params.get('_order') ?? '')
      .split(',')
      .map((order) => order.trim().toLowerCase());
    items.sort((a, b) => {
      for (const [index, field] of fields.entries()) {
        const direction = (orders[index] ?? orders[0]) === 'desc' ? -1 : 1;
        const order = compareValues(fieldValue(a, field), fieldValue(b, field));
        if (order !== 0) return order * direction;
      }
      return 0;
    });
  }

  const total = items.length;
  const page = nonNegativeInteger(params, '_page', 1);
  const limit = nonNegativeInteger(params, '_limit', 0);
  const start = nonNegativeInteger(params, '_start', 0);
  const end = nonNegativeInteger(params, '_end', 0);
  if (page !== undefined) {
    const size = limit ?? 10;
    return { items: items.slice((page - 1) * size, page * size), total, sliced: true };
  }
  if (start !== undefined || end !== undefined || limit !== undefined) {
    const from = start ?? 0;
    const to = end ?? (limit !== undefined ? from + limit : items.length);
    return { items: items.slice(from, to), total, sliced: true };
  }
  return { items, total, sliced: false };
}
