/**
 * Validates plain data (e.g. a compendium document's `system`) against a model schema built with
 * the stand-in fields of foundry-fields.ts. Stricter than Foundry, which would quietly fill in or
 * drop keys: pack data should be complete and exact, so every gap is reported.
 */
import {
  ArrayField,
  BooleanField,
  DataField,
  DocumentUUIDField,
  NumberField,
  ObjectField,
  AnyField,
  SchemaField,
  StringField,
  type FieldOptions,
} from './foundry-fields';

/** One line per problem, each starting with the path of the offending value. */
export function checkAgainstSchema(schema: Record<string, unknown>, data: unknown, path = 'system'): string[] {
  const problems: string[] = [];
  checkObject(schema, data, path, problems);
  return problems;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function checkObject(schema: Record<string, unknown>, data: unknown, path: string, problems: string[]): void {
  if (!isPlainObject(data)) {
    problems.push(`${path}: expected an object, got ${show(data)}`);
    return;
  }
  for (const key of Object.keys(data)) {
    if (!(key in schema)) problems.push(`${path}.${key}: unknown key`);
  }
  for (const [key, field] of Object.entries(schema)) {
    const where = `${path}.${key}`;
    if (!(field instanceof DataField)) {
      problems.push(
        `${where}: schema entry is not a stand-in field (install foundry-fields before importing the model)`,
      );
    } else if (data[key] === undefined) {
      if (field.options.required) problems.push(`${where}: missing required key`);
    } else {
      checkValue(field, data[key], where, problems);
    }
  }
}

function inChoices(choices: unknown, value: unknown): boolean {
  if (Array.isArray(choices)) return choices.includes(value);
  if (typeof choices === 'function') return inChoices((choices as () => unknown)(), value);
  if (isPlainObject(choices)) return typeof value === 'string' && value in choices;
  return true;
}

function checkChoices(options: FieldOptions, value: unknown, path: string, problems: string[]): void {
  if (options.choices !== undefined && !inChoices(options.choices, value)) {
    problems.push(`${path}: ${show(value)} is not one of the choices`);
  }
}

/** `Type.id` pairs, optionally behind `Compendium.<package>.<pack>.`; the last pair names the document type. */
function uuidProblem(value: string, type: unknown): string | null {
  const parts = value.split('.');
  const pairs = parts[0] === 'Compendium' ? parts.slice(3) : parts;
  if (pairs.length < 2 || pairs.length % 2 !== 0) return 'is not a document UUID';
  for (let i = 0; i < pairs.length; i += 2) {
    if (!/^[A-Z][A-Za-z]*$/.test(pairs[i]!) || !/^[A-Za-z0-9]{16}$/.test(pairs[i + 1]!))
      return 'is not a document UUID';
  }
  const found = pairs[pairs.length - 2];
  if (typeof type === 'string' && found !== type) return `points to ${found}, expected ${type}`;
  return null;
}

function checkValue(field: DataField, value: unknown, path: string, problems: string[]): void {
  const { options } = field;
  // A field's own validate function is run as Foundry runs it: false (or a throw) refuses the value.
  if (typeof options.validate === 'function' && value !== null) {
    let ok: unknown;
    try {
      ok = (options.validate as (v: unknown) => unknown)(value);
    } catch {
      ok = false;
    }
    if (ok === false) problems.push(`${path}: ${show(value)} fails the field's own check`);
  }
  if (value === null) {
    if (!options.nullable) problems.push(`${path}: null is not allowed`);
    return;
  }
  if (field instanceof NumberField) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push(`${path}: expected a number, got ${show(value)}`);
      return;
    }
    if (options.integer && !Number.isInteger(value)) problems.push(`${path}: ${value} is not a whole number`);
    if (typeof options.min === 'number' && value < options.min)
      problems.push(`${path}: ${value} is below ${options.min}`);
    if (typeof options.max === 'number' && value > options.max)
      problems.push(`${path}: ${value} is above ${options.max}`);
    if (options.positive && value <= 0) problems.push(`${path}: ${value} is not positive`);
    // Foundry rounds a number to its step on the way in, so a value off the step is not what is stored.
    if (typeof options.step === 'number') {
      const steps = (value - (typeof options.min === 'number' ? options.min : 0)) / options.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-9)
        problems.push(`${path}: ${value} is not a multiple of ${options.step}`);
    }
    checkChoices(options, value, path, problems);
  } else if (field instanceof StringField) {
    if (typeof value !== 'string') {
      problems.push(`${path}: expected a string, got ${show(value)}`);
      return;
    }
    if (value.trim() === '') {
      if (!options.blank) problems.push(`${path}: may not be blank`);
      return;
    }
    checkChoices(options, value, path, problems);
    if (field instanceof DocumentUUIDField) {
      const problem = uuidProblem(value, options.type);
      if (problem) problems.push(`${path}: ${show(value)} ${problem}`);
    }
  } else if (field instanceof BooleanField) {
    if (typeof value !== 'boolean') problems.push(`${path}: expected true or false, got ${show(value)}`);
  } else if (field instanceof SchemaField) {
    checkObject(field.fields, value, path, problems);
  } else if (field instanceof ArrayField) {
    if (!Array.isArray(value)) {
      problems.push(`${path}: expected a list, got ${show(value)}`);
      return;
    }
    // ArrayField's `max`: the most elements it holds (Foundry refuses a longer list).
    const max = (field.options as { max?: number }).max;
    if (max !== undefined && value.length > max) problems.push(`${path}: more than ${max} elements`);
    value.forEach((element, i) => {
      if (element === undefined) problems.push(`${path}[${i}]: missing element`);
      else checkValue(field.element, element, `${path}[${i}]`, problems);
    });
  } else if (field instanceof ObjectField || field instanceof AnyField) {
    if (field instanceof ObjectField && (typeof value !== 'object' || Array.isArray(value)))
      problems.push(`${path}: expected an object, got ${show(value)}`);
  } else {
    // A new stand-in class must be taught here too, or its values would pass unchecked.
    problems.push(`${path}: the checker has no rule for ${field.constructor.name}`);
  }
}

/** The source a new document gets: every field's initial value, nested as the schema nests. */
export function initialSource(schema: Record<string, unknown>): Record<string, unknown> {
  return new SchemaField(schema as Record<string, DataField>).getInitialValue();
}
