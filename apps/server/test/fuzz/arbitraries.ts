// fast-check arbitraries from the contract's zod 4 schemas (zod-fast-check knows zod 3 only): values a
// schema accepts, as far as its type, lengths, bounds, formats and patterns say (custom refinements are
// not followed), and the broken values the fuzzer puts in their place: wrong types, empty and huge sizes,
// odd encodings and unicode, deep nesting, numbers JSON cannot hold. No test runner import: the fuzz
// command uses this file too.
import fc from 'fast-check';
import type { $ZodType, $ZodTypes } from 'zod/v4/core';

/** JSON text put in place of this string when a body is written out: a number JSON.parse makes Infinity. */
export const rawInfinity = '\u0000raw:1e999\u0000';

/** How deep a recursive schema is followed before its value is left out. */
const maxDepth = 6;

const safeMax = Number.MAX_SAFE_INTEGER;

interface CheckDef {
  readonly check: string;
  readonly value?: unknown;
  readonly inclusive?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly length?: number;
  readonly format?: string;
  readonly pattern?: RegExp;
}

function checksOf(schema: $ZodType): CheckDef[] {
  const checks = (schema._zod.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? [];
  return checks.map((check) => check._zod.def);
}

function lengths(checks: CheckDef[], fallbackMax: number): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = Number.POSITIVE_INFINITY;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = check.maximum;
    if (check.check === 'length_equals' && check.length !== undefined) {
      minLength = check.length;
      maxLength = check.length;
    }
  }
  return { minLength, maxLength: Math.max(minLength, Math.min(maxLength, minLength + fallbackMax)) };
}

function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    // A pattern fast-check cannot read (lookarounds): any text, which the schema may refuse.
    return fc.string();
  }
}

function stringArbitrary(schema: $ZodType): fc.Arbitrary<string> {
  const def = schema._zod.def as { format?: string; pattern?: RegExp };
  const checks = checksOf(schema);
  const format = def.format ?? checks.find((check) => check.check === 'string_format')?.format;
  const pattern = def.pattern ?? checks.find((check) => check.pattern)?.pattern;
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'email') return fc.emailAddress();
  if (format === 'url') return fc.webUrl();
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (format === 'date') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  if (pattern) {
    const { minLength, maxLength } = lengths(checks, 64);
    return matching(pattern).filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return fc.string(lengths(checks, 24));
}

function numberArbitrary(schema: $ZodType): fc.Arbitrary<number> {
  const def = schema._zod.def as { format?: string };
  const checks = checksOf(schema);
  const integer = def.format !== undefined || checks.some((check) => check.check === 'number_format');
  let min = integer ? -safeMax : -1e9;
  let max = integer ? safeMax : 1e9;
  for (const check of checks) {
    if (typeof check.value !== 'number') continue;
    const step = check.inclusive ? 0 : integer ? 1 : 1e-6;
    if (check.check === 'greater_than') min = Math.max(min, check.value + step);
    if (check.check === 'less_than') max = Math.min(max, check.value - step);
  }
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const low = Math.ceil(min);
  const high = Math.floor(max);
  // Small values first: ids and amounts that exist in the database are small.
  return fc.oneof(
    fc.integer({ min: low, max: Math.min(high, low + 5) }),
    fc.integer({ min: low, max: high }),
  );
}

const cache = new WeakMap<$ZodType, fc.Arbitrary<unknown>>();

/** Values that `schema` accepts as input (undefined where a value may be left out). */
export function validValue(schema: $ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > maxDepth) return fc.constant(undefined);
  const cached = depth === 0 ? cache.get(schema) : undefined;
  if (cached) return cached;
  const arbitrary = build(schema as $ZodTypes, depth);
  if (depth === 0) cache.set(schema, arbitrary);
  return arbitrary;
}

function build(schema: $ZodTypes, depth: number): fc.Arbitrary<unknown> {
  const next = (inner: $ZodType) => validValue(inner, depth + 1);
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 1_000_000n });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'nullable':
      return fc.oneof(fc.constant(null), next(def.innerType));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(fc.constant(undefined), next(def.innerType));
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(def.shape).map(([key, value]) => [key, next(value)])),
      );
    case 'array': {
      const { minLength, maxLength } = lengths(checksOf(schema), 3);
      return fc.array(next(def.element), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...def.items.map(next));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), next(def.valueType), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...def.options.map(next));
    case 'intersection':
      return fc
        .tuple(next(def.left), next(def.right))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        );
    case 'pipe':
      // A preprocess runs before its schema: generate what the schema after it reads.
      return next(def.in._zod.def.type === 'transform' ? def.out : def.in);
    case 'lazy':
      return next(def.getter());
    default:
      // transform, custom, any, unknown and the rest: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings a form or a path never expects. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uFEFF',
    '\u202Eevil',
    '\u200B',
    'Z\u0351\u036B\u0343\u036A\u0302\u036B\u033D\u034F\u0334\u0319\u0324',
    '\u{1F3B0}\u{1F0CF}',
    '\u{10FFFF}',
    '１２３',
    '٣٤',
    '1e5',
    ' 1 ',
    '0x10',
    '-0',
    'NaN',
    'Infinity',
    '9'.repeat(40),
    '-9223372036854775809',
    '2147483648',
    'null',
    'true',
    '[]',
    '{}',
    '%00',
    '%',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '${7*7}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Texts past any length a field allows. */
export const hugeText: fc.Arbitrary<string> = fc.constantFrom(
  'x'.repeat(10_000),
  '\u00E9'.repeat(70_000),
  '\u{1F600}'.repeat(40_000),
  '7'.repeat(1_200_000),
);

/** A value nested deeper than any schema goes. */
export const deepValue: fc.Arbitrary<unknown> = fc.constantFrom(20, 200, 1_000).chain((depth) =>
  fc.constantFrom<'array' | 'object'>('array', 'object').map((kind) => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
    return value;
  }),
);

/** JSON text nested deeper than a parser written as a recursion might follow. */
export const deepText: fc.Arbitrary<string> = fc
  .constantFrom(5_000, 100_000)
  .chain((depth) =>
    fc
      .constantFrom('[', '{"a":')
      .map((open) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`),
  );

/** Any value of a type or size a field does not expect. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    -1e308,
    Number.MIN_VALUE,
    rawInfinity,
    [],
    {},
    [null],
    { '': '' },
  ),
  oddText,
  hugeText,
  deepValue,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys no schema names, the prototype's among them. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', '$where'),
  fc.string({ minLength: 1, maxLength: 12 }),
  oddText,
);
