/**
 * The Kyngesreach broadside as a card kind of its own (ChatMessage subtype `gunnery`): its schema,
 * what its model declares, the view and the derivation attached to it. The module registers it
 * whether or not the world plays Kyngesreach gunnery, so a card posted once stays readable and the
 * desk knows the kind (it derives a card again only with the gunnery the world plays).
 */
import { CardModel, type CardMetadata, type CardShapes } from '../../data/card-model';
import {
  applicable,
  boundedString,
  isNamedWithin,
  isRecord,
  kind,
  named,
  record,
  type Plain,
} from '../../data/card-fields';
import { MAX_KEY_LENGTH } from '../../data/card-bounds';
import type { ActorChange } from '../../data/card-changes';
import { attachCardView, cardModelOf, registerCardModel } from '../../data/card-kinds';
import { attachCardDerivation } from '../../authority/derivation';
import type { GunneryCard, GunneryChange } from '../../authority/gunnery';
import { KR, MAX_BATTERY_GUNS } from './part';
import { krCardView } from './view';
import { KR_TEMPLATE } from './templates';

/** The subtype a gunnery module's broadside is posted as. */
export const GUNNERY_CARD_KIND = 'gunnery';

/** A Kyngesreach card, its changes read as any card's (each one a part change alone). */
export type KrCard = GunneryCard<GunneryChange & ActorChange>;

declare module '../../data/card-model' {
  interface CardShapes {
    gunnery: KrCard;
  }
  interface ModuleCardKinds {
    gunnery: true;
  }
}

export const KR_CARD_TEMPLATE = KR_TEMPLATE.card;

/**
 * The card's schema: the module it is of, the player's order and the engine's record kept whole,
 * and each ship's part change. The desk fires it again from the order on its dice and holds it void
 * unless every bit of it comes out the same.
 */
export const defineGunneryCard = () => ({
  kind: kind(GUNNERY_CARD_KIND),
  module: boundedString(MAX_KEY_LENGTH, false),
  firer: named(),
  target: named(),
  order: record<Plain<Record<string, unknown>>>(),
  record: record<Plain<Record<string, unknown>>>(),
  ...applicable(),
});

const metadata: CardMetadata<CardShapes['gunnery']> = {
  template: KR_CARD_TEMPLATE,
  // A card of any other module is not this kind's.
  bounds: { module: (v) => v === KR, firer: isNamedWithin, target: isNamedWithin, order: isRecord, record: isRecord },
  actingShips: (card) => [card.firer.uuid],
  namedShips: (card) => [card.firer.uuid, card.target.uuid],
  // Always the desk's to roll for a player at a ship he does not command (decision desk-rolls).
  deskRolled: () => true,
  // Dice once or more per hit, each gun hitting at most once: the Gunner roll and three requests
  // (place, damage, critical) of at most eight dice in all per gun.
  rollLimits: { rolls: 1 + 3 * MAX_BATTERY_GUNS, dice: 3 + 8 * MAX_BATTERY_GUNS },
};

export class KrCardModel extends CardModel<ReturnType<typeof defineGunneryCard>> {
  static override metadata = metadata as CardMetadata;

  static override defineSchema() {
    return defineGunneryCard();
  }
}

/**
 * Adds the kind with its view and its derivation; once per session (the entry, through the
 * module's `register`, and the tests that play the module).
 */
export function registerKrCard(): void {
  if (cardModelOf(GUNNERY_CARD_KIND)) return;
  registerCardModel(GUNNERY_CARD_KIND, KrCardModel);
  attachCardView('gunnery', (card) => krCardView(card));
  attachCardDerivation('gunnery', {
    shipsRead: (card) => [card.firer, card.target],
    // Only with the gunnery the world plays: a card of another is not one the table's rules make.
    rule: (card, ship, figures) => {
      const played = figures.gunnery?.(card.module) ?? null;
      if (!played) return { code: 'outcomeDiffers', ship: card.firer.name };
      try {
        // Without the table's crew, the texts' average crew (no member counts).
        const crew = figures.crew ?? { crew: () => null, owners: () => [] };
        const rule = played.rule(ship(card.firer), ship(card.target), card.order, crew);
        return rule ? (dice) => rule(dice) : { code: 'rollUntold' };
      } catch {
        // An order the rules refuse (a battery still reloading, a ship out of range) is no shot at all.
        return { code: 'rollUntold' };
      }
    },
    comparedWhole: true,
  });
}
