/**
 * A stand-in for `foundry.data.fields` in Node, where Foundry's own classes are not available.
 * Each field only records its options (merged over the defaults Foundry documents for it) so that
 * schema-check.ts can validate pack data against a model's `defineSchema()`. Options are also set
 * on the instance, as Foundry does, so code reading `field.min` or `field.nullable` keeps working.
 *
 * Install before importing any model: `installFoundryFields(); const m = await import('…/ship');`
 */

import { checkAgainstSchema } from './schema-check';

export type FieldOptions = Record<string, unknown>;

export class DataField {
  /** Foundry's defaults for every field; subclasses override what differs. */
  static readonly defaults: FieldOptions = { required: false, nullable: false };
  readonly options: FieldOptions;
  /** Its key in the schema holding it, and that schema (set by SchemaField, as Foundry does). */
  declare name?: string;
  declare parent?: DataField;
  [option: string]: unknown;

  constructor(options: FieldOptions = {}) {
    this.options = { ...(this.constructor as typeof DataField).defaults, ...options };
    Object.assign(this, this.options);
  }

  /** The value a new document starts with (DataField#getInitialValue): `initial`, else the type's empty value. */
  getInitialValue(): unknown {
    const initial = this.options.initial;
    if (initial !== undefined) return typeof initial === 'function' ? (initial as () => unknown)() : initial;
    return null;
  }

  /** The dotted path of the field from its root schema (DataField#fieldPath). */
  get fieldPath(): string {
    const names = this.name ? [this.name] : [];
    return [this.parent?.fieldPath, ...names].filter(Boolean).join('.');
  }
}

export class NumberField extends DataField {
  static override readonly defaults: FieldOptions = { ...DataField.defaults, nullable: true };
}

export class StringField extends DataField {
  static override readonly defaults: FieldOptions = { ...DataField.defaults, blank: true };

  override getInitialValue(): unknown {
    return this.options.initial === undefined ? '' : super.getInitialValue();
  }
}

export class HTMLField extends StringField {}

export class DocumentUUIDField extends StringField {}

export class BooleanField extends DataField {
  static override readonly defaults: FieldOptions = { ...DataField.defaults, required: true };

  override getInitialValue(): unknown {
    return this.options.initial === undefined ? false : super.getInitialValue();
  }
}

export class SchemaField extends DataField {
  static override readonly defaults: FieldOptions = { ...DataField.defaults, required: true };
  readonly fields: Record<string, DataField>;

  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super(options);
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) Object.assign(field, { name, parent: this });
  }

  override getInitialValue(): Record<string, unknown> {
    return Object.fromEntries(Object.entries(this.fields).map(([key, field]) => [key, field.getInitialValue()]));
  }

  /** A field by its dotted path below this schema (SchemaField#getField). */
  getField(path: string | string[]): DataField | undefined {
    const [head, ...rest] = typeof path === 'string' ? path.split('.') : path;
    const field = head === undefined ? undefined : this.fields[head];
    if (!rest.length) return field;
    return field instanceof SchemaField ? field.getField(rest) : undefined;
  }
}

export class ArrayField extends DataField {
  static override readonly defaults: FieldOptions = { ...DataField.defaults, required: true };
  readonly element: DataField;

  constructor(element: DataField, options: FieldOptions = {}) {
    super(options);
    this.element = element;
  }

  override getInitialValue(): unknown {
    return this.options.initial === undefined ? [] : super.getInitialValue();
  }
}

/** A field holding a data model's data, its schema the model's (EmbeddedDataField). */
export class EmbeddedDataField extends SchemaField {
  readonly model: { defineSchema(): Record<string, DataField> };

  constructor(model: { defineSchema(): Record<string, DataField> }, options: FieldOptions = {}) {
    super(model.defineSchema(), options);
    this.model = model;
  }
}

/** Any object; its own `validate` option, if given, decides (as Foundry runs a field's validate). */
export class ObjectField extends DataField {
  static override readonly defaults: FieldOptions = { ...DataField.defaults, required: true };
}

/** Any value at all; likewise checked only by its `validate` option. */
export class AnyField extends DataField {}

const known = {
  DataField,
  NumberField,
  StringField,
  HTMLField,
  DocumentUUIDField,
  BooleanField,
  SchemaField,
  ArrayField,
  EmbeddedDataField,
  ObjectField,
  AnyField,
};

/** A model asking for a field class this file lacks fails at import with a message saying so. */
export const fields = new Proxy(known, {
  get(target, name) {
    if (typeof name === 'string' && !(name in target)) {
      throw new Error(`test/support/foundry-fields.ts has no stand-in for foundry.data.fields.${name}; add one.`);
    }
    return Reflect.get(target, name) as unknown;
  },
});

/**
 * A stand-in for `foundry.abstract.DataModel`: it holds a copy of the data it was made from, and
 * `toObject()` gives a copy back. Made with `strict: true`, it checks the data against the
 * model's schema and its `validateJoint`, and throws as Foundry's does on data that fails
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html, "strict": throw an
 * error if validation fails). Stricter than Foundry in one way: a key the schema lacks, or one it
 * has left out, is a failure too (schema-check.ts), where Foundry would drop or fill it in.
 */
class DataModel {
  readonly #source: unknown;

  constructor(data: unknown = {}, options: { strict?: boolean } = {}) {
    const model = this.constructor as {
      defineSchema?: () => Record<string, unknown>;
      validateJoint?: (data: Record<string, unknown>) => void;
    };
    if (options.strict && model.defineSchema) {
      const problems = checkAgainstSchema(model.defineSchema(), data, 'data');
      if (problems.length) throw new Error(problems.join('; '));
      model.validateJoint?.(data as Record<string, unknown>);
    }
    this.#source = structuredClone(data);
  }

  toObject(): unknown {
    return structuredClone(this.#source);
  }

  /**
   * Old source data put in the model's present form before it is cleaned (DataModel.migrateData,
   * https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#migratedata). The
   * stand-in's base changes nothing; a model's override does its own work and calls it last.
   */
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }
}

/** Puts the stand-in on `globalThis.foundry`; harmless to call more than once. */
export function installFoundryFields(): void {
  const global = globalThis as unknown as { foundry?: { data?: { fields?: unknown } } };
  if (global.foundry?.data?.fields === fields) return;
  global.foundry = {
    data: { fields },
    abstract: {
      // A system model's own _preCreate, which its document's _preCreate calls, changes nothing by itself
      // (https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html).
      TypeDataModel: class TypeDataModel {
        _preCreate(): Promise<boolean | void> {
          return Promise.resolve();
        }
      },
      DataModel,
    },
  } as typeof global.foundry;
}
