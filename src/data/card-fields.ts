/**
 * The fields a card's data model is built of, each bounded by what the rules can make
 * (data/card-bounds.ts, decision card-bounds), and the same bounds as plain checks, which the desk
 * runs again on arrival (data/card-models.ts `cardRefusal`): a card made up at any size is refused,
 * not rendered.
 */
import { isCardChoice, isChanges } from './change-checks';
import type { ActorChange, CardChoice } from './card-changes';
import type { Check } from './card-model';
import {
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_RECORD_LIST,
  MAX_UUID_LENGTH,
  isBoundedList,
  isBoundedText,
  withinRecordBounds,
} from './card-bounds';
import { isObject } from '../guards';

// The limits a card's schema names beside its fields: a card kind, the system's or a module's, takes
// its fields and their bounds from this one file.
export {
  MAX_BOARDING_STAGES,
  MAX_FIGHTERS,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TURN,
  MAX_UUID_LENGTH,
  isBoundedList,
} from './card-bounds';

const { SchemaField, ArrayField, StringField, ObjectField } = foundry.data.fields;

export const textWithin =
  (max: number): Check =>
  (v) =>
    isBoundedText(v, max);
export const wholeWithin =
  (min: number, max: number): Check =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
export const listWithin =
  (max: number, item: Check): Check =>
  (v) =>
    isBoundedList(v, max) && v.every(item);
export const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || v === undefined || check(v);

/** A ship or fighter a card names. */
export const isNamedWithin: Check = (v) =>
  isObject(v) && textWithin(MAX_UUID_LENGTH)(v.uuid) && textWithin(MAX_NAME_LENGTH)(v.name);
export const isRecord: Check = (v) => isObject(v) && withinRecordBounds(v);
export const isRecordList: Check = listWithin(MAX_RECORD_LIST, isRecord);
export const isFighterRef: Check = (v) =>
  isObject(v) &&
  textWithin(MAX_KEY_LENGTH)(v.id) &&
  textWithin(MAX_UUID_LENGTH)(v.uuid) &&
  textWithin(MAX_NAME_LENGTH)(v.name);

/** A string field no longer than `max`. */
export const boundedString = (max: number, blank: boolean) =>
  new StringField({ required: true, blank, validate: textWithin(max) });

export const named = (nullable = false) =>
  new SchemaField(
    { uuid: boundedString(MAX_UUID_LENGTH, false), name: boundedString(MAX_NAME_LENGTH, true) },
    { required: true, nullable, initial: nullable ? null : undefined },
  );
/**
 * A value as an ObjectField holds it, typed as the card's own: the same keys as a plain object type
 * (an ObjectField's own type is any plain object, which an interface is not).
 */
export type Plain<T> = { [K in keyof T]: T[K] };
type Held = Record<string, unknown>;

/** A part of the engine's record the card shows, kept whole within the record bounds. */
export const record = <T extends Held>() =>
  new ObjectField<{ required: true; nullable: false; initial: Held } & Checked, T, T, T>({
    required: true,
    nullable: false,
    initial: {},
    validate: withinRecordBounds,
  });
/** The same, or null when the card has none. */
export const maybe = <T extends Held>() =>
  new ObjectField<{ required: true; nullable: true; initial: null } & Checked, T | null, T | null, T | null>({
    required: true,
    nullable: true,
    initial: null,
    validate: orNull(withinRecordBounds),
  });
export const list = <T extends Held>() =>
  new ArrayField(
    new ObjectField<{ required: true } & Checked, T, T, T>({ required: true, validate: withinRecordBounds }),
    { validate: (v: unknown) => isBoundedList(v, MAX_RECORD_LIST) },
  );
export const choice = <const T extends string>(choices: readonly T[]) =>
  new StringField({ required: true, choices: [...choices], initial: choices[0] });

export type Checked = { validate: (v: unknown) => boolean };
type Change = Plain<ActorChange>;
type Choice = Plain<CardChoice> | null;

/** What every card with something to apply carries. */
export function applicable() {
  return {
    changes: new ArrayField(new ObjectField<{ required: true }, Change, Change, Change>({ required: true }), {
      required: true,
      validate: (v: unknown) => isChanges(v),
    }),
    choice: new ObjectField<{ required: true; nullable: true; initial: null } & Checked, Choice, Choice, Choice>({
      required: true,
      nullable: true,
      initial: null,
      validate: (v: unknown) => v === null || isCardChoice(v),
    }),
  };
}

export const kind = <const K extends string>(k: K) => new StringField({ required: true, choices: [k], initial: k });
