/**
 * The Desk and MailPort on Foundry's documents: each method is one or two calls of Foundry's API,
 * so everything that decides lives in the pure desk modules the tests run against a fake server.
 */
import { SYSTEM_ID } from '../constants';
import { ASPECT_SETTING, chosenContract } from '../registry/aspect-settings';
import { cardRefusal } from '../data/card-kinds';
import { heldDice } from '../data/held-dice';
import { RandomDice } from '../rules/dice/dice';
import type { Ledger } from '../data/ledger-book';
import { foundryLedger, writeFoundryLedger } from './ledger/ledger-store';
import { shipRefOf } from './ship-refs';
import { sealOf } from './ledger/seal';
import { deskUserId, type Desk, type DeskBattle, type DeskMessage, type DeskUser } from './desk';
import type { MailPort } from './channel/mailbox';
import type { Answer } from './channel/protocol';
import type { CrewRef } from '../data/crew-ref';
import type { CrewSource } from '../data/crew';
import type { ModuleItemSources } from '../registry/module-types';
import { duelsOf } from '../data/duels';
import { PickBox } from './handlers/picks';
import { trustOf } from '../data/player-trust';
import { placementOf } from '../documents/token-placement';
import { rollRule } from '../dice/roll-rule';
import type { AnyCard } from '../data/card-model';
import { actorByUuid } from '../documents/lookups';
import { sourceOf } from '../data/source';

/** What the desk's own writes carry, so the GM's client can tell them from hand edits. */
export const DESK_WRITE = { broadside: { desk: true } };

export const deskUser = (user: User.Implementation): DeskUser => ({
  id: user.id ?? '',
  name: user.name ?? '',
  isGM: user.isGM,
});

/** The ledger as it is now, read in place: a card's render looks its entry up and copies nothing (decision
 * ledger-store). */
export function currentLedger(): Ledger {
  return foundryLedger();
}

export function currentDuels() {
  return duelsOf(game.settings.get(SYSTEM_ID, 'duels'));
}

function actorOfType(uuid: string, type: 'ship' | 'crew'): Actor.Implementation | null {
  const actor = actorByUuid(uuid);
  return actor?.type === type ? actor : null;
}
const shipActor = (uuid: string) => actorOfType(uuid, 'ship');

/** A Crew actor as the desk reads him: his stored data (never the prepared values) and his weapons. */
export function crewRefOf(actor: Actor.Implementation): CrewRef {
  const source = sourceOf<{ system: CrewSource }>(actor);
  const weapons = actor.items
    .filter((i) => i.type === 'weapon')
    .map((i) => ({ name: i.name ?? '', system: sourceOf<{ system: ModuleItemSources['weapon'] }>(i).system }));
  return { uuid: actor.uuid, name: actor.name ?? '', img: actor.img ?? '', source: source.system, weapons };
}

export const FOUNDRY_DESK: Desk = {
  user: (id) => {
    const user = game.users.get(id);
    return user ? deskUser(user) : null;
  },
  commands: (userId, actorUuid) => {
    const user = game.users.get(userId);
    const actor = actorByUuid(actorUuid);
    return Boolean(user && actor && (user.isGM || actor.testUserPermission(user, 'OWNER')));
  },
  commandedByPlayer: (actorUuid) => {
    const actor = actorByUuid(actorUuid);
    return Boolean(actor && game.users.filter((u) => !u.isGM && actor.testUserPermission(u, 'OWNER')).length);
  },
  owners: (actorUuid) => {
    const actor = actorByUuid(actorUuid);
    return actor ? game.users.filter((u) => !u.isGM && actor.testUserPermission(u, 'OWNER')).map((u) => u.id) : [];
  },
  trust: () => trustOf(game.settings.get(SYSTEM_ID, 'playerTrust')),
  ship: (uuid) => {
    const actor = shipActor(uuid);
    return actor ? shipRefOf(actor) : null;
  },
  card: (messageId) => {
    const message = game.messages.get(messageId);
    if (!message) return null;
    const stored = sourceOf<{
      type: string;
      system: unknown;
      rolls: string[];
      flags: Record<string, unknown>;
    }>(message);
    // Its dice: its rolls, or those a card kept from the players holds in its flag (data/held-dice.ts).
    const source = { type: stored.type, system: stored.system, rolls: heldDice(stored) as string[] };
    const refusal = cardRefusal(source.type, source.system, source.rolls);
    const voided = message.getFlag(SYSTEM_ID, 'void') ?? null;
    // A card beyond the bounds is not sealed either: its size is all the desk looks at (decision card-bounds).
    if (refusal === 'cardTooLarge')
      return { id: messageId, authorId: message.author?.id ?? '', card: null, seal: '', refusal, rolls: [], voided };
    return {
      id: messageId,
      authorId: message.author?.id ?? '',
      card: refusal ? null : (structuredClone(source.system) as AnyCard),
      seal: sealOf(source),
      refusal,
      rolls: source.rolls,
      voided,
    };
  },
  crew: (uuid) => {
    const actor = actorOfType(uuid, 'crew');
    return actor ? crewRefOf(actor) : null;
  },
  ledger: currentLedger,
  battle: (combatId) => {
    const combat = game.combats.get(combatId) as BattleCombat | undefined;
    return combat ? battleOf(combat) : null;
  },
  battles: () => (game.combats.contents ?? []).map((c) => battleOf(c as BattleCombat)),
  token: (combatId, tokenId) => {
    const doc = game.combats.get(combatId)?.scene?.tokens.get(tokenId);
    return doc ? placementOf(doc) : null;
  },
  conditions: () => ({
    choppy: game.settings.get(SYSTEM_ID, 'wind').sea !== 'calm',
    noFireCards: !chosenContract('turnSequence').firesOnCards,
    // The id the world's gunnery setting holds ('' while no module plays gunnery, so it has no setting).
    gunnery: game.settings.settings.has(`${SYSTEM_ID}.${ASPECT_SETTING.gunnery}`)
      ? String(game.settings.get(SYSTEM_ID, ASPECT_SETTING.gunnery))
      : '',
  }),
  writeShip: async (uuid, system) => {
    await shipActor(uuid)?.update({ system }, DESK_WRITE);
  },
  writeCrew: async (uuid, system) => {
    await actorOfType(uuid, 'crew')?.update({ system }, DESK_WRITE);
  },
  duels: currentDuels,
  writeDuels: async (records) => {
    await game.settings.set(SYSTEM_ID, 'duels', { records });
  },
  picks: new PickBox(),
  writeLedger: writeFoundryLedger,
  markCard: async (messageId, revision, voided) => {
    await game.messages
      .get(messageId)
      ?.update({ flags: { [SYSTEM_ID]: voided ? { revision, void: voided } : { revision } } });
  },
  writeBattle: async (combatId, data, round) => {
    const combat = game.combats.get(combatId);
    if (!combat) return;
    const update: Record<string, unknown> = { system: data };
    if (round !== undefined) update.round = round;
    await combat.update(update, round === undefined ? DESK_WRITE : { ...DESK_WRITE, ...roundOptions(combat, round) });
  },
  post: async (message: DeskMessage) => {
    const system =
      message.type === 'notice' ? message.notice : message.type === 'deckCard' ? message.deckCard : message.card;
    // The table speaks, not whichever token the GM has selected.
    const whisper = message.gmOnly ? game.users.filter((u) => u.isGM).map((u) => u.id ?? '') : [];
    const created = await ChatMessage.create({
      type: message.type,
      system,
      whisper,
      speaker: { alias: game.i18n.localize('BROADSIDE.Desk.speaker') },
    });
    return (created as ChatMessage.Implementation | undefined)?.id ?? '';
  },
  tell: async (userId, answer: Answer) => {
    await game.users.get(userId)?.setFlag(SYSTEM_ID, 'answer', JSON.stringify(answer));
  },
  dice: () => new RandomDice(() => CONFIG.Dice.randomUniform()),
  // Real Rolls through the dice port, so Dice So Nice and the dice log show the desk's roll.
  roll: (rule) => rollRule(rule),
  postCard: async (card, rolls, speakerUuid) => {
    const actor = shipActor(speakerUuid);
    // Posted for every reader: the table rolled it, in no user's roll mode.
    const created = await ChatMessage.create({
      type: card.kind,
      system: card,
      // With no ship to speak, the table speaks: never the token the GM happens to have selected.
      speaker: actor ? ChatMessage.getSpeaker({ actor }) : { alias: game.i18n.localize('BROADSIDE.Desk.speaker') },
      rolls: rolls as Roll[],
    });
    return (created as ChatMessage.Implementation | undefined)?.id ?? '';
  },
  now: () => Date.now(),
  newId: () => foundry.utils.randomID(),
};

/**
 * What core's Next Round passes with its update, so the desk's turn of the round moves the world's
 * clock exactly as core's would (decision desk-round-clock): the direction, and the round's time in
 * `worldTime.delta` (the v13 combatRound hook's options; foundryvtt issue 10924). Core advances no
 * time out of round 0, the battle's start (foundryvtt issue 12015).
 */
export function roundOptions(
  combat: { round: number },
  round: number,
): { direction: number; worldTime: { delta: number } } {
  const from = combat.round;
  const delta = from > 0 ? (round - from) * CONFIG.time.roundTime : 0;
  return { direction: Math.sign(round - from), worldTime: { delta } };
}

/** A Combat as the desk reads a battle (combat/combat.ts's BroadsideCombat, known here by what it has). */
type BattleCombat = Combat.Implementation & { battleData: DeskBattle['data']; shipEntries(): DeskBattle['ships'] };

function battleOf(combat: BattleCombat): DeskBattle {
  return { id: combat.id ?? '', data: combat.battleData, ships: combat.shipEntries() };
}

/** The user whose client runs the desk (deskUserId), among the users connected now. */
export function deskUserIdNow(): string | null {
  return deskUserId(
    game.users.contents.map((u) => ({
      id: u.id ?? '',
      active: u.active,
      isGM: u.isGM,
      gamemaster: u.role === CONST.USER_ROLES.GAMEMASTER,
      modifiesSettings: u.can('SETTINGS_MODIFY'),
    })),
  );
}

/** Whether this client runs the desk. */
export const runsDesk = (): boolean => deskUserIdNow() === game.user.id;

/** The channel of requests and answers on Foundry's User documents. */
export function foundryMailPort(show: (answer: Answer) => void): MailPort {
  return {
    self: () => deskUser(game.user),
    user: (id) => {
      const user = game.users.get(id);
      return user ? deskUser(user) : null;
    },
    isActiveGM: runsDesk,
    gmConnected: () => deskUserIdNow() !== null,
    writeRequest: async (text) => {
      await game.user.setFlag(SYSTEM_ID, 'request', text);
    },
    writeAnswer: async (userId, text) => {
      await game.users.get(userId)?.setFlag(SYSTEM_ID, 'answer', text);
    },
    newId: () => foundry.utils.randomID(),
    show,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    now: () => Date.now(),
  };
}
