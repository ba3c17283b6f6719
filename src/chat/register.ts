/** Registers the chat cards (their message class and data models), the fire dialog's keybinding and the macro API. */
import { SYSTEM_ID, SYSTEM_PATH } from '../constants';
import { CARD_FOOTER, CARD_SHOW } from './cards';
import { NOTICE_SHOW } from './notice-show';
import { runEventCard } from './actions';
import { BroadsideChatMessage } from '../documents/chat-message';
import { CHAT_MODELS } from '../data/card-models';
import { chosenContract } from '../registry/aspect-settings';
import { modulesFor } from '../registry/rule-modules';
import type { GunneryApi } from '../authority/gunnery';
import type { FiringSide } from '../rules/geometry/firing-geometry';
import type { DuelCandidate } from '../duel/personal-combat';
import type { BoardingRecord } from '../data/card-changes';
import { NoticeModel } from '../data/message-models';
import { CardModel } from '../data/card-model';
import { cardKinds, cardModelOf, cardTemplate } from '../data/card-kinds';

type Ship = Actor.Implementation;

/**
 * What turn sequence modules add to the macro API, by name: each module names its own by
 * declaration merging (`declare module '…/chat/register' { interface TurnSequenceApi { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TurnSequenceApi {}

declare module '../combat/turn-sequence' {
  interface TurnSequence {
    /** Its calls for macros, such as a ship's own rolls; every module's are offered, whichever a world plays. */
    api?: Partial<TurnSequenceApi>;
  }
}

const boarding = () => chosenContract('boarding');

/** What macros and other parts of the system call: `CONFIG.Broadside.fire(actor, 'port')`. */
export const BROADSIDE_API = {
  /** The played gunnery's fire dialog for a ship, from a side if one is asked for. */
  fire: (actor: Actor.Implementation, side: FiringSide | null = null) =>
    chosenContract('gunnery').openFire(actor.uuid, side),
  /** The boarding module the world plays: its Board button, grapple, a step of an action, the turn's card, boats. */
  board: (actor: Ship) => boarding().board(actor),
  grapple: (attacker: Ship, defender: Ship) => boarding().grapple(attacker, defender),
  rollBoardingStep: (record: BoardingRecord) => boarding().rollStep(record),
  runBoardingActions: (actors: readonly Ship[]) => boarding().runActions(actors),
  runEventCard,
  boardFromBoats: (actor: Ship, boats?: number) => boarding().boardFromBoats(actor, boats),
  /** A crew member's duel: `CONFIG.Broadside.duel(actor)` opens his tracker, or starts one. */
  duel: (actor: Actor.Implementation) => chosenContract('personalCombat').openFor(actor),
  /** The start dialog of a duel with these candidates, some chosen already. */
  startDuel: (candidates: DuelCandidate[], chosen?: string[], aboard?: boolean) =>
    chosenContract('personalCombat').openStart(candidates, chosen, aboard),
};

export function registerChat() {
  CONFIG.ChatMessage.documentClass = BroadsideChatMessage;
  Object.assign(CONFIG.ChatMessage.dataModels, CHAT_MODELS);
  // And the card kinds the rule modules added (their `register` ran before this).
  for (const kind of cardKinds())
    if (!Object.hasOwn(CHAT_MODELS, kind)) Object.assign(CONFIG.ChatMessage.dataModels, { [kind]: cardModelOf(kind) });
  // Every card is shown the same way, from its kind's template and view; a notice is one line.
  CardModel.show = CARD_SHOW;
  NoticeModel.show = NOTICE_SHOW;
  // With what each gunnery and turn sequence module adds to it (its own dialogs and rolls); the system's own win.
  const added: object[] = [
    ...modulesFor('gunnery').map((m) => m.aspects.gunnery?.api ?? {}),
    ...modulesFor('turnSequence').map((m) => m.aspects.turnSequence?.api ?? {}),
  ];
  CONFIG.Broadside = Object.assign({}, ...added, BROADSIDE_API) as GunneryApi & TurnSequenceApi & typeof BROADSIDE_API;

  game.keybindings.register(SYSTEM_ID, 'fire', {
    name: 'BROADSIDE.Fire.Keybinding.name',
    hint: 'BROADSIDE.Fire.Keybinding.hint',
    editable: [{ key: 'KeyF', modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] }],
    onDown: () => {
      const actor = canvas?.tokens?.controlled[0]?.actor;
      if (actor?.type !== 'ship') {
        ui.notifications?.warn(game.i18n.localize('BROADSIDE.Fire.Dialog.needTokens'));
        return true;
      }
      void BROADSIDE_API.fire(actor);
      return true;
    },
  });

  void foundry.applications.handlebars.loadTemplates([
    `${SYSTEM_PATH}/templates/apps/roll-options.hbs`,
    CARD_FOOTER,
    `${SYSTEM_PATH}/templates/chat/duel-wound.hbs`,
    ...new Set(cardKinds().map((kind) => `${SYSTEM_PATH}/${cardTemplate(kind)}`)),
  ]);
}
