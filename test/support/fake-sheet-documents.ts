/**
 * The documents a sheet test's page edits: stand-ins of how v13 cleans, validates and stores a
 * change, as these pages and threads say (test/support/FOUNDRY-FACTS.md §10):
 *
 * - Cleaning a NumberField clamps a number outside [min, max] to the bound, and the clamped value is
 *   what is saved (https://github.com/foundryvtt/foundryvtt/issues/12487); a value that is not a
 *   number becomes NaN and fails validation, and null fails a field that is not nullable
 *   (https://github.com/MetaMorphic-Digital/draw-steel/issues/1335). Whether `integer` rounds is
 *   unconfirmed, so it is not modelled.
 * - `Document#validate` with cleaning cleans the data it is given in place (issue 13458 reports,
 *   as a bug since closed, that it had stopped: https://github.com/foundryvtt/foundryvtt/issues/13458).
 * - `document.update` cleans and validates the same way and rejects, writing nothing, when the
 *   data is invalid (https://github.com/foundryvtt/foundryvtt/issues/8486, /issues/14657); it sends
 *   only what differs from the stored data, and nothing when nothing does (the `diff` option, true
 *   by default: https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DatabaseUpdateOperation.html).
 * - A data model's field labels and hints come from its LOCALIZATION_PREFIXES:
 *   `<prefix>.FIELDS.<path>.label`, a nested field's path joined by `.FIELDS.`
 *   (Localization.localizeDataModel, https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html).
 */
import { NumberField, SchemaField, type DataField } from './foundry-fields';
import { difference, isObject, merge, type Obj } from './objects';

export class DataModelValidationError extends Error {}

/** A number as cleaning leaves it: cast, then clamped to its bounds; NaN and a forbidden null are invalid. */
function cleanNumber(field: DataField, value: unknown, path: string): number | null {
  if (value === null || value === undefined) {
    if (field.nullable) return null;
    throw new DataModelValidationError(`${path}: may not be null`);
  }
  let number = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(number)) throw new DataModelValidationError(`${path}: must be a number`);
  if (typeof field.min === 'number') number = Math.max(field.min, number);
  if (typeof field.max === 'number') number = Math.min(field.max, number);
  return number;
}

/** A cleaned copy of changes to a schema's data; throws as validation does. */
export function cleanChanges(schema: SchemaField, changes: Obj, prefix = 'system'): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(changes)) {
    const field = schema.fields[key];
    const path = `${prefix}.${key}`;
    if (field instanceof SchemaField && isObject(value)) out[key] = cleanChanges(field, value, path);
    else if (field instanceof NumberField) out[key] = cleanNumber(field, value, path);
    else out[key] = value;
  }
  return out;
}

/** Sets each field's label and hint as Foundry localises a data model's schema. */
function localizeSchema(schema: SchemaField, prefix: string, localize: (key: string) => string) {
  for (const [key, field] of Object.entries(schema.fields)) {
    for (const part of ['label', 'hint'] as const) {
      const textKey = `${prefix}.FIELDS.${key}.${part}`;
      const text = localize(textKey);
      if (text !== textKey) field[part] = text;
    }
    if (field instanceof SchemaField) localizeSchema(field, `${prefix}.FIELDS.${key}`, localize);
  }
}

/**
 * A type data model's schema as a sheet sees it: rooted at `system` (so each field's path is the
 * name of its input) and labelled from the model's LOCALIZATION_PREFIXES.
 */
export function modelSchema(Model: ModelClass, localize: (key: string) => string): SchemaField {
  const schema = new SchemaField(Model.defineSchema() as Record<string, DataField>);
  schema.name = 'system';
  for (const prefix of Model.LOCALIZATION_PREFIXES) localizeSchema(schema, prefix, localize);
  return schema;
}

/** A data model class as these stand-ins read it (typed loosely: the real fields are stand-ins here). */
export interface ModelClass {
  defineSchema(): object;
  LOCALIZATION_PREFIXES: string[];
}

export interface FakeDocument {
  documentName: 'Actor' | 'Item';
  type: string;
  name: string;
  uuid: string;
  isOwner: boolean;
  parent: FakeDocument | null;
  _source: { name: string; system: Obj };
  system: Obj & { schema: SchemaField };
  /** Every update as it was saved: cleaned, and only what differed. */
  saved: Obj[];
  /** Embedded documents created on it. */
  created: Obj[];
  items: { contents: unknown[]; get(id: string): unknown; filter(test: (item: unknown) => boolean): unknown[] };
  validate(options: { changes: Obj }): boolean;
  update(changes: Obj): Promise<FakeDocument>;
  createEmbeddedDocuments(name: string, data: Obj[]): Promise<Obj[]>;
  toObject(): Obj;
}

export function fakeDocument(
  spec: { documentName: 'Actor' | 'Item'; type: string; name: string; system: Obj },
  Model: ModelClass,
  localize: (key: string) => string,
): FakeDocument {
  const schema = modelSchema(Model, localize);
  const clean = (changes: Obj) => ({
    ...changes,
    ...(isObject(changes.system) ? { system: cleanChanges(schema, changes.system) } : {}),
  });
  const doc: FakeDocument = {
    documentName: spec.documentName,
    type: spec.type,
    name: spec.name,
    uuid: `${spec.documentName}.${spec.type}0000000001`,
    isOwner: true,
    parent: null,
    _source: { name: spec.name, system: structuredClone(spec.system) },
    system: { ...structuredClone(spec.system), schema },
    saved: [],
    created: [],
    items: { contents: [], get: () => undefined, filter: () => [] },
    validate({ changes }) {
      Object.assign(changes, clean(changes));
      return true;
    },
    async update(changes) {
      const diff = difference(clean(changes), doc._source);
      if (Object.keys(diff).length) {
        doc.saved.push(diff);
        merge(doc._source, diff);
      }
      return Promise.resolve(doc);
    },
    async createEmbeddedDocuments(_name, data) {
      doc.created.push(...data);
      return Promise.resolve(data);
    },
    toObject: () => ({ name: doc.name, type: doc.type, system: structuredClone(doc._source.system) }),
  };
  return doc;
}
