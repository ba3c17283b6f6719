/**
 * The fields of Foundry v13's prototype token that the compendium ships set, with the stand-in
 * fields of foundry-fields.ts, so schema-check.ts can check a pack's `prototypeToken` as it checks
 * `system`. Options as the v13 types declare them (fvtt-types, client/documents/token.d.mts, and
 * CONST in common/constants.d.mts); none is required, since Foundry fills in what is left out.
 */
import { BooleanField, NumberField, ObjectField, SchemaField, StringField } from './foundry-fields';

const DISPLAY_MODES = [0, 10, 20, 30, 40, 50]; // CONST.TOKEN_DISPLAY_MODES
const DISPOSITIONS = [-2, -1, 0, 1]; // CONST.TOKEN_DISPOSITIONS: secret, hostile, neutral, friendly
const FIT_MODES = ['fill', 'contain', 'cover', 'width', 'height']; // CONST.TEXTURE_DATA_FIT_MODES

export function prototypeTokenSchema() {
  const bar = () =>
    new SchemaField(
      { attribute: new StringField({ required: true, nullable: true, blank: false }) },
      { required: false },
    );
  return {
    name: new StringField({ required: false, blank: true }),
    displayName: new NumberField({ required: false, choices: DISPLAY_MODES }),
    actorLink: new BooleanField({ required: false }),
    appendNumber: new BooleanField({ required: false }),
    // Grid squares, rounded by Foundry to half squares.
    width: new NumberField({ required: false, nullable: false, positive: true, step: 0.5 }),
    height: new NumberField({ required: false, nullable: false, positive: true, step: 0.5 }),
    texture: new SchemaField(
      {
        src: new StringField({ required: false, nullable: true }),
        fit: new StringField({ required: false, choices: FIT_MODES }),
      },
      { required: false },
    ),
    lockRotation: new BooleanField({ required: false }),
    disposition: new NumberField({ required: false, nullable: false, choices: DISPOSITIONS }),
    displayBars: new NumberField({ required: false, choices: DISPLAY_MODES }),
    bar1: bar(),
    bar2: bar(),
    flags: new ObjectField({ required: false }),
  };
}
