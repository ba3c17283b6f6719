/**
 * Kiss Me, Hardy's own templates, in its folder under templates/modules: the module lists them
 * (`RuleModule.templates`), the entry loads them at init, and shared templates draw them as partials
 * by the paths its contracts give (the move dialog's part, the deck's parts of the tracker).
 */
import { moduleTemplate } from '../../registry/rule-modules';

const kmh = (file: string) => moduleTemplate('kmh', file);

export const KMH_TEMPLATE = {
  moveDialog: kmh('move-dialog.hbs'),
  deck: kmh('deck.hbs'),
  deckSquadronHead: kmh('deck-squadron-head.hbs'),
  deckSquadronBody: kmh('deck-squadron-body.hbs'),
  deckScenario: kmh('deck-scenario.hbs'),
  cardMessage: kmh('card-message.hbs'),
  fireDialog: kmh('fire-dialog.hbs'),
  boardingCard: kmh('boarding-card.hbs'),
  battleGlance: kmh('battle-glance.hbs'),
  damageTracks: kmh('damage-tracks.hbs'),
  shipFigures: kmh('ship-figures.hbs'),
} as const;

/** Every one of them, as the module lists them. */
export const TEMPLATES: readonly string[] = Object.values(KMH_TEMPLATE);
