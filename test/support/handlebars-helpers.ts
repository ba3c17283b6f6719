/**
 * Stand-ins for the core Handlebars helpers the templates use besides `localize`, doing what the
 * v13 API pages say of them and throwing on any use they do not cover, so a template cannot lean
 * on behaviour these stand-ins only guess at:
 *
 * - selectOptions(choices, {selected, blank, localize, valueAttr, labelAttr, inverted, sort}):
 *   one <option> per choice, from an object of value → label or from an array of choice objects
 *   (by default their `value` and `label`; `disabled` kept), the selected one(s) marked
 *   (https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.selectOptions.html;
 *   the option objects:
 * https://foundryvtt.com/api/v13/functions/foundry.applications.fields.prepareSelectOptionGroups.html).
 * - formInput(field, options): the field's own input, named by its path, with its bounds
 *   (https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.formInput.html;
 *   a NumberField's: https://foundryvtt.com/api/v13/functions/foundry.applications.fields.createNumberInput.html).
 * - formGroup(field, options): a `.form-group` with the field's label, its input in `.form-fields`
 *   and its hint in `p.hint` (https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.formGroup.html;
 *   https://foundryvtt.com/api/v13/functions/foundry.applications.fields.createFormGroup.html).
 */
import Handlebars from 'handlebars';
import { BooleanField, DataField, NumberField, StringField } from './foundry-fields';

type Hash = Record<string, unknown>;
const escape = (value: unknown) =>
  Handlebars.escapeExpression(typeof value === 'string' || typeof value === 'number' ? String(value) : '');

interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
  selected?: boolean;
}

function choicesOf(choices: unknown, hash: Hash): Choice[] {
  const valueAttr = (hash.valueAttr as string | undefined) ?? 'value';
  const labelAttr = (hash.labelAttr as string | undefined) ?? 'label';
  if (Array.isArray(choices)) {
    return choices.map((c: Record<string, unknown>) => ({
      value: String(c[valueAttr]),
      label: String(c[labelAttr]),
      disabled: c.disabled === true,
      selected: c.selected === true,
    }));
  }
  if (choices && typeof choices === 'object') {
    return Object.entries(choices as Record<string, unknown>).map(([key, label]) => {
      if (hash.inverted) return { value: String(label), label: key };
      return {
        value: key,
        label:
          typeof label === 'object' && label ? String((label as Record<string, unknown>)[labelAttr]) : String(label),
      };
    });
  }
  throw new Error(`selectOptions stand-in: choices must be an object or an array, not ${String(choices)}`);
}

export function selectOptionsHtml(choices: unknown, hash: Hash, localize: (key: string) => string): string {
  const selected = new Set(
    [hash.selected]
      .flat()
      .filter((v) => v !== undefined && v !== null)
      .map(String),
  );
  const options = choicesOf(choices, hash).map((c) => ({ ...c, label: hash.localize ? localize(c.label) : c.label }));
  if (hash.sort) options.sort((a, b) => a.label.localeCompare(b.label));
  const blank =
    typeof hash.blank === 'string'
      ? [`<option value="">${escape(hash.localize && hash.blank ? localize(hash.blank) : hash.blank)}</option>`]
      : [];
  return [
    ...blank,
    ...options.map(
      (o) =>
        `<option value="${escape(o.value)}"${selected.has(o.value) || o.selected ? ' selected' : ''}${o.disabled ? ' disabled' : ''}>${escape(o.label)}</option>`,
    ),
  ].join('');
}

const INPUT_OPTIONS = new Set(['value', 'name', 'placeholder', 'disabled', 'readonly', 'classes', 'localize', 'id']);

function fieldName(field: DataField, hash: Hash): string {
  const name = (hash.name as string | undefined) ?? field.fieldPath;
  if (!name) throw new Error('formInput stand-in: the field has no fieldPath and no name was given');
  return name;
}

export function formInputHtml(field: unknown, hash: Hash, localize: (key: string) => string): string {
  if (!(field instanceof DataField)) throw new Error(`formInput stand-in: ${String(field)} is not a DataField`);
  for (const key of Object.keys(hash)) {
    if (!INPUT_OPTIONS.has(key)) throw new Error(`formInput stand-in: option "${key}" is not modelled`);
  }
  const name = escape(fieldName(field, hash));
  const common = `${hash.id ? ` id="${escape(hash.id)}"` : ''}${hash.classes ? ` class="${escape(hash.classes)}"` : ''}${hash.disabled ? ' disabled' : ''}${hash.readonly ? ' readonly' : ''}`;
  const value = hash.value;
  if (field instanceof NumberField) {
    const bound = (key: 'min' | 'max' | 'step') => {
      const limit = field[key];
      return typeof limit === 'number' ? ` ${key}="${limit}"` : '';
    };
    const placeholder = hash.placeholder === undefined ? '' : ` placeholder="${escape(hash.placeholder)}"`;
    return `<input type="number" name="${name}" value="${escape(value)}"${placeholder}${bound('min')}${bound('max')}${bound('step')}${common}>`;
  }
  if (field instanceof BooleanField) return `<input type="checkbox" name="${name}"${value ? ' checked' : ''}${common}>`;
  if (field instanceof StringField && field.choices) {
    return `<select name="${name}"${common}>${selectOptionsHtml(field.choices, { selected: value, localize: hash.localize }, localize)}</select>`;
  }
  if (field instanceof StringField) return `<input type="text" name="${name}" value="${escape(value)}"${common}>`;
  throw new Error(`formInput stand-in: no input modelled for ${field.constructor.name}`);
}

export function formGroupHtml(field: unknown, hash: Hash, localize: (key: string) => string): string {
  if (!(field instanceof DataField)) throw new Error(`formGroup stand-in: ${String(field)} is not a DataField`);
  const { label, hint, classes, localize: loc, ...input } = hash;
  const text = (v: unknown) => (typeof v === 'string' && loc ? localize(v) : v);
  const groupLabel = text(label ?? field.label);
  const groupHint = text(hint ?? field.hint);
  return [
    `<div class="form-group${classes ? ` ${escape(classes)}` : ''}">`,
    `<label>${escape(groupLabel)}</label>`,
    `<div class="form-fields">${formInputHtml(field, { ...input, localize: loc }, localize)}</div>`,
    groupHint ? `<p class="hint">${escape(groupHint)}</p>` : '',
    '</div>',
  ].join('');
}
