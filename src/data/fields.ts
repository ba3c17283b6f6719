/** Field builders shared by the data models, so every number a user types has the same checks. */
const { NumberField, BooleanField, StringField } = foundry.data.fields;

/** A required whole number within [min, max]. */
export function integerField(initial: number, min: number, max: number) {
  return new NumberField({ required: true, nullable: false, integer: true, min, max, initial });
}

/** A whole number within [min, max] that may be left empty to take the rules' value. */
export function overrideField(min: number, max: number) {
  return new NumberField({ required: true, nullable: true, integer: true, min, max, initial: null });
}

export function flagField(initial = false) {
  return new BooleanField({ required: true, initial });
}

export function choiceField<const T extends readonly string[]>(choices: T, initial: T[number]) {
  return new StringField({ required: true, blank: false, choices: [...choices], initial });
}

export function textField() {
  return new StringField({ required: true, blank: true, initial: '' });
}
