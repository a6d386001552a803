import { z } from 'zod';

// Enumerated values in the media's answers. A medium adds values to a status or type without
// notice, and a reply that failed validation on one of them would fail the whole call (a funds
// read, an object list page) for a value the platform can show as it came. So every enum of a
// reply accepts any value of its base type: a published value as its literal type, anything else
// kept as it came and marked `UnknownEnumValue`, and reported once per value and process to the
// listener the application installs (a log line). Requests stay strict: the sandbox refuses a
// value outside the published set as the medium does.

declare const unknownEnumValue: unique symbol;

/** A value outside an enum's published set, kept exactly as the medium sent it. */
export type UnknownEnumValue<B extends string | number = string | number> = B & {
  readonly [unknownEnumValue]: true;
};

export interface UnknownEnumEvent {
  /** Which enum, e.g. `tencent.adgroup.system_status`. */
  enumName: string;
  value: string | number;
}

type Listener = (event: UnknownEnumEvent) => void;

let listener: Listener = () => undefined;
const reported = new Set<string>();

/**
 * Installs the one listener told of each unknown value (once per enum and value in this
 * process); returns a function that puts the previous listener back.
 */
export function onUnknownEnumValue(next: Listener): () => void {
  const previous = listener;
  listener = next;
  return () => {
    listener = previous;
  };
}

function report(enumName: string, value: string | number): void {
  const key = `${enumName}\u0000${typeof value}\u0000${value}`;
  if (reported.has(key)) return;
  reported.add(key);
  listener({ enumName, value });
}

type StringEnum = z.ZodEnum<Readonly<Record<string, string>>>;
type NumberLiteral = z.ZodLiteral<number>;

/** The reply-side twin of a strict enum: published values typed, others kept and reported. */
export function replyEnum<S extends StringEnum>(
  enumName: string,
  strict: S,
): z.ZodType<z.output<S> | UnknownEnumValue<string>, string>;
export function replyEnum<S extends NumberLiteral>(
  enumName: string,
  strict: S,
): z.ZodType<z.output<S> | UnknownEnumValue<number>, number>;
export function replyEnum(enumName: string, strict: StringEnum | NumberLiteral): z.ZodType {
  const base = strict instanceof z.ZodEnum ? z.string() : z.number().int();
  return z.union([
    strict,
    base.transform((value: string | number) => {
      report(enumName, value);
      return value;
    }),
  ]);
}

/** A published value's entry of a table keyed by the enum, or undefined for an unknown value. */
export function lookupEnum<K extends string | number, V>(
  table: Readonly<Record<K, V>>,
  value: K | UnknownEnumValue,
): V | undefined {
  return Object.hasOwn(table, value) ? table[value as K] : undefined;
}

/** Whether a reply value is one of the published ones. */
export function isKnownEnumValue<K extends string | number>(
  values: readonly K[],
  value: unknown,
): value is K {
  return (values as readonly unknown[]).includes(value);
}

/**
 * A reply type with only the published enum values: what a simulator of the medium produces and
 * stores (it never invents a value), while the platform reads replies as they come.
 */
export type Published<T> = T extends UnknownEnumValue
  ? never
  : T extends readonly (infer U)[]
    ? Published<U>[]
    : T extends object
      ? { [K in keyof T]: Published<T[K]> }
      : T;
