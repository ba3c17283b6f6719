/**
 * The boarding card as a card kind of the module (ChatMessage subtype `boarding`): its schema,
 * what its model declares, and the view and the derivation attached to it. The module registers it
 * whatever a world plays, so a card posted once stays readable and the desk knows the kind.
 */
import { CardModel, type CardMetadata, type CardShapes } from '../../../data/card-model';
import {
  MAX_BOARDING_STAGES,
  MAX_KEY_LENGTH,
  applicable,
  boundedString,
  isBoundedList,
  isNamedWithin,
  isRecord,
  isRecordList,
  kind,
  list,
  listWithin,
  maybe,
  named,
  orNull,
  textWithin,
  wholeWithin,
  type Plain,
} from '../../../data/card-fields';
import { attachCardView, cardModelOf, registerCardModel } from '../../../data/card-kinds';
import { attachCardDerivation } from '../../../authority/derivation';
import type { ShipRef } from '../../../data/ship-ref';
import { boardingStepCardRule, boatsBoardingCard, grappleCardRule, type Boarder, type BoardingCard } from './card';
import { boardingCardView } from './view';
import { KMH_TEMPLATE } from '../templates';

declare module '../../../data/card-model' {
  interface CardShapes {
    boarding: BoardingCard;
  }
  interface ModuleCardKinds {
    boarding: true;
  }
}

const { ArrayField, NumberField, BooleanField } = foundry.data.fields;

export const defineBoardingCard = () => ({
  kind: kind('boarding'),
  attacker: named(),
  defender: named(),
  stages: new ArrayField(boundedString(MAX_KEY_LENGTH, false), {
    validate: (v: unknown) => isBoundedList(v, MAX_BOARDING_STAGES),
  }),
  stageBefore: new NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: 0,
    max: MAX_BOARDING_STAGES,
    initial: 0,
  }),
  stageAfter: new NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: 0,
    max: MAX_BOARDING_STAGES,
    initial: 0,
  }),
  grapple: maybe<Plain<NonNullable<BoardingCard['grapple']>>>(),
  round: maybe<Plain<NonNullable<BoardingCard['round']>>>(),
  events: list<Plain<BoardingCard['events'][number]>>(),
  repelled: new BooleanField({ required: true, initial: false }),
  finished: new BooleanField({ required: true, initial: false }),
  fromBoats: maybe<Plain<NonNullable<BoardingCard['fromBoats']>>>(),
  ...applicable(),
});

const metadata: CardMetadata<CardShapes['boarding']> = {
  template: KMH_TEMPLATE.boardingCard,
  bounds: {
    attacker: isNamedWithin,
    defender: isNamedWithin,
    stages: listWithin(MAX_BOARDING_STAGES, textWithin(MAX_KEY_LENGTH)),
    stageBefore: wholeWithin(0, MAX_BOARDING_STAGES),
    stageAfter: wholeWithin(0, MAX_BOARDING_STAGES),
    grapple: orNull(isRecord),
    round: orNull(isRecord),
    events: isRecordList,
    fromBoats: orNull(isRecord),
  },
  actingShips: (card) => [card.attacker.uuid, card.defender.uuid],
  namedShips: (card) => [card.attacker.uuid, card.defender.uuid],
  // A grapple and a fought round are rolled by the desk for a player (decision desk-rolls).
  deskRolled: (card) => card.grapple !== null || card.round !== null,
  scenarioSwitches: (card) => (card.grapple?.locked || card.fromBoats ? ['shipsGrappled'] : []),
};

export class BoardingCardModel extends CardModel<ReturnType<typeof defineBoardingCard>> {
  static override metadata = metadata as CardMetadata;

  static override defineSchema() {
    return defineBoardingCard();
  }
}

/**
 * Adds the kind with its view and its derivation; once per session (the entry, through the
 * module's `register`, and the tests that play the module).
 */
export function registerBoardingCard(): void {
  if (cardModelOf('boarding')) return;
  registerCardModel('boarding', BoardingCardModel);
  attachCardView('boarding', boardingCardView);
  attachCardDerivation('boarding', {
    shipsRead: (card) => [card.attacker, card.defender],
    rule: (card, ship, figures) => {
      const boarder = (named: { uuid: string }): Boarder => {
        const ref: ShipRef = ship(named);
        return { ship: ref, prize: ref.prize ?? false };
      };
      const a = boarder(card.attacker);
      const d = boarder(card.defender);
      if (card.grapple) {
        const willing = card.grapple.willing;
        return willing === 1 || willing === 2 ? grappleCardRule(a, d, willing) : { code: 'rollUntold' };
      }
      if (card.fromBoats) {
        // No dice: as many boats as she has aboard, at most.
        const boats = card.fromBoats.boats;
        if (!Number.isInteger(boats) || boats < 1 || boats > a.ship.derived.boatsLeft) return { code: 'rollUntold' };
        return () => boatsBoardingCard(a, d, boats);
      }
      // A step of the action the GM's table records between these two ships, at the stage it stands at.
      const record = figures.boarding(card.attacker.uuid);
      if (!record || record.attacker.uuid !== card.attacker.uuid || record.defender.uuid !== card.defender.uuid)
        return { code: 'outcomeDiffers', ship: card.defender.name };
      return boardingStepCardRule(record, a, d);
    },
  });
}
