import { SYSTEM_ID } from './constants';
import { WindModel } from './data/wind';
import { renderCompass } from './canvas/wind-hud';
import { registerEnsignSetting } from './canvas/token-ensign';
import { ASPECTS, registerAspectSettings } from './registry/aspect-settings';
import { DEFAULT_TRUST, PLAYER_TRUST } from './data/player-trust';

const { NumberField, StringField } = foundry.data.fields;

/** What shows a setting's effect is drawn again: the turn deck, the wind compass, every open Broadside window. */
export function redrawForSettings(): void {
  void ui.combat?.render();
  void renderCompass();
  for (const app of foundry.applications.instances.values()) {
    if (app.options.classes.includes(SYSTEM_ID)) void app.render();
  }
}

/** The world's wind as a field holding its model, so its default is plain data, not a model built at init. */
export function windField() {
  return new foundry.data.fields.EmbeddedDataField(WindModel, { required: true, nullable: false });
}

/** How far players are trusted with cards on the GM's ships (decision desk-player-trust): its choices, labelled. */
export function playerTrustField() {
  const choices = Object.fromEntries(PLAYER_TRUST.map((t) => [t, `BROADSIDE.Settings.playerTrust.${t}`]));
  return new StringField({ required: true, blank: false, choices, initial: DEFAULT_TRUST });
}

export function schemaVersionField() {
  return new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
}

/** The system's own settings; each rule module registers its own in its `register()` (the entry calls it). */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, 'wind', {
    name: 'BROADSIDE.Settings.wind.name',
    hint: 'BROADSIDE.Settings.wind.hint',
    scope: 'world',
    config: false,
    type: windField(),
    default: windField().getInitialValue(),
    // Every client's compass is redrawn from here. The first wind a world ever gets creates its
    // Setting document, so only createSetting fires for it, never updateSetting; onChange runs for
    // both (foundryvtt/foundryvtt#9051, #11924; test/support/FOUNDRY-FACTS.md section 5).
    onChange: () => void renderCompass(),
  });
  // One setting per aspect of play, its choices the registered modules (the entry registers them first).
  registerAspectSettings(ASPECTS, redrawForSettings);
  // Only GMs write a world setting; the desk reads it on its own client when a player applies a card.
  game.settings.register(SYSTEM_ID, 'playerTrust', {
    name: 'BROADSIDE.Settings.playerTrust.name',
    hint: 'BROADSIDE.Settings.playerTrust.hint',
    scope: 'world',
    config: true,
    type: playerTrustField(),
    default: DEFAULT_TRUST,
  });
  // Each user's own: whether his canvas shows the ships' ensigns (canvas/token-ensign.ts).
  registerEnsignSetting();
  // The schema version the world's documents were last migrated to (0: a world new to Broadside).
  game.settings.register(SYSTEM_ID, 'schemaVersion', {
    scope: 'world',
    config: false,
    type: schemaVersionField(),
    default: 0,
  });
}
