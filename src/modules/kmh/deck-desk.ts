/**
 * The desk's side of the turn deck and the battle's switches: every change of a battle is made
 * here, one at a time, against the deck's serial the asker saw. The module's turn sequence lists
 * these functions (authority/turn-desk.ts), so the desk's queue runs them. Pure over the Desk port.
 */
import { RulesError } from '../../rules/errors';
import {
  beginDeck,
  combineAction,
  drawAction,
  holdAction,
  nextTurnAction,
  playAction,
  splitAction,
  undoAction,
  deckSetupOf,
  type DeckChange,
} from './deck-store';
import { battleSquadrons, placeShips, recordsOf, type BattleData } from '../../data/battle-data';
import { membersOf, seedMoves } from '../../canvas/move-store';
import type { Squadron } from '../../data/squadrons';
import { mayAskDeck } from './deck-requests';
import { cardSquadrons, shipsOfCard } from './deck-view';
import { notice, type NoticeValue } from '../../data/notices';
import { deckCardMessages } from '../../data/deck-card';
import { answer, type Answer, type DeskRequest } from '../../authority/channel/protocol';
import type { Desk, DeskBattle, DeskUser } from '../../authority/desk';

type Req<K extends DeskRequest['kind']> = Extract<DeskRequest, { kind: K }>;

function change(request: Req<'deck'>, battle: DeskBattle, squadrons: Squadron[], desk: Desk, by: string): DeckChange {
  const deck = battle.data.deck;
  const setup = () => deckSetupOf(squadrons, battle.data.scenario);
  if (request.action === 'begin') return beginDeck(setup(), by, {}, deck?.serial ?? 0);
  if (!deck) throw new RulesError('NoDeck', 'This battle has no deck.');
  switch (request.action) {
    case 'draw':
      return drawAction(deck, desk.dice(), by);
    case 'hold':
      return holdAction(deck, request.card, by);
    case 'play':
      return playAction(deck, request.card, by);
    case 'undo':
      return undoAction(deck, by);
    case 'next':
      return nextTurnAction(deck, setup(), by);
    case 'combine':
      return combineAction(deck, request.commander, request.subordinates, by);
    case 'split':
      return splitAction(deck, request.subordinates, by);
  }
}

/** Whether every ship of the squadrons a card concerns is hidden: then players hear nothing of it. */
function secretCard(card: string, deck: DeckChange['deck'], squadrons: Squadron[]): boolean {
  if (!card) return false;
  const ids = cardSquadrons(card, deck);
  const ships = squadrons.filter((s) => ids.includes(s.id)).flatMap((s) => s.ships);
  return ids.length > 0 && ships.length > 0 && ships.every((s) => s.hidden);
}

/** The chat that follows a deck change: the drawn card's own card, or a line saying what was done. */
async function announce(desk: Desk, battle: DeskBattle, squadrons: Squadron[], done: DeckChange, asker: DeskUser) {
  const { deck, card } = done;
  const gmOnly = done.undone === 'combine' || done.undone === 'split' ? false : secretCard(card, deck, squadrons);
  switch (deck.last.action) {
    case 'draw': {
      const ships = shipsOfCard(card, deck, squadrons).map((s) => ({
        name: s.name,
        img: s.img,
        tokenId: s.tokenId ?? '',
        hidden: s.hidden,
        founderMovesLeft: s.founderMovesLeft ?? null,
      }));
      // Players are given only the ships they may see; the GMs the whole card (decision deck-card-hidden-ships).
      let id = '';
      for (const message of deckCardMessages({ combatId: battle.id, card, turn: deck.turn, ships }, gmOnly))
        id = await desk.post({ type: 'deckCard', ...message });
      return id;
    }
    case 'hold':
      return desk.post({
        type: 'notice',
        notice: notice('BROADSIDE.Deck.Chat.held', { user: asker.name, card: { card } }),
        gmOnly,
      });
    case 'play':
      return desk.post({
        type: 'notice',
        notice: notice('BROADSIDE.Deck.Chat.played', { user: asker.name, card: { card } }),
        gmOnly,
      });
    case 'undo': {
      // A combination's "card" is the squadrons it concerned, by name.
      const what: Record<string, NoticeValue> =
        done.undone === 'combine' || done.undone === 'split' ? { squadrons: card } : { card: { card } };
      return desk.post({ type: 'notice', notice: notice(`BROADSIDE.Deck.Chat.undo.${done.undone}`, what), gmOnly });
    }
    case 'next': {
      const returned = done.unplayedHeld.length
        ? notice('BROADSIDE.Deck.Chat.nextTurnReturned', {
            turn: String(deck.turn),
            cards: { cards: done.unplayedHeld },
          })
        : notice('BROADSIDE.Deck.Chat.nextTurn', { turn: String(deck.turn) });
      return desk.post({ type: 'notice', notice: returned });
    }
    default:
      return undefined;
  }
}

/** Each ship's tallies of the turn that ended start again from nothing. */
async function clearTallies(desk: Desk, battle: DeskBattle) {
  for (const entry of battle.ships) {
    const ship = desk.ship(entry.actorUuid);
    const turn = ship?.source.turn;
    if (!turn || (turn.damagePoints === 0 && !turn.raked && turn.boardingDecksLost === 0)) continue;
    await desk.writeShip(entry.actorUuid, { turn: { damagePoints: 0, raked: false, boardingDecksLost: 0 } });
  }
}

/**
 * A deck action: refused when the battle is gone, the asker's deck is stale, the asker may not ask
 * for it, or the rules refuse it; otherwise written as one update, with its chat.
 */
export async function deckRequest(desk: Desk, asker: DeskUser, request: Req<'deck'>, id: string): Promise<Answer> {
  const battle = desk.battle(request.combatId);
  if (!battle) return answer(id, false, 'noBattle');
  const deck = battle.data.deck;
  if (request.serial !== (deck?.serial ?? 0)) return answer(id, false, 'staleDeck');
  const squadrons = battleSquadrons(battle.data, battle.ships);
  if (!mayAskDeck(request, squadrons, asker, deck?.combined ?? [])) return answer(id, false, 'notAllowed');
  let done: DeckChange;
  try {
    done = change(request, battle, squadrons, desk, asker.id);
  } catch (error) {
    if (error instanceof RulesError) return answer(id, false, error.code);
    throw error;
  }
  const data: Partial<BattleData> = { deck: done.deck };
  // The deck's beginning fixes the squadrons, and with them which ships' moves the battle keeps.
  if (request.action === 'begin') {
    data.squadrons = recordsOf(squadrons);
    data.moves = seedMoves(battle.data.moves, membersOf(squadrons));
  }
  const round = request.action === 'begin' || request.action === 'next' ? done.deck.turn : undefined;
  await desk.writeBattle(battle.id, data, round);
  if (request.action === 'next') await clearTallies(desk, battle);
  await announce(desk, battle, squadrons, done, asker);
  return answer(id, true, `deck.${request.action}`, { card: done.card, serial: String(done.deck.serial) });
}

/** The GM sets a scenario switch of a battle. */
export async function scenarioRequest(
  desk: Desk,
  asker: DeskUser,
  request: Req<'scenario'>,
  id: string,
): Promise<Answer> {
  if (!asker.isGM) return answer(id, false, 'gmOnly');
  const battle = desk.battle(request.combatId);
  if (!battle) return answer(id, false, 'noBattle');
  if (battle.data.scenario[request.key] === request.value) return answer(id, true, 'unchanged');
  await desk.writeBattle(battle.id, { scenario: { ...battle.data.scenario, [request.key]: request.value } });
  return answer(id, true, 'scenarioSet');
}

/**
 * The GM puts ships in a squadron. Before the deck begins this names the squadron the deck will
 * fix; after, it moves them at once (their cards follow from the next turn).
 */
export async function placeShipsRequest(
  desk: Desk,
  asker: DeskUser,
  request: Req<'placeShips'>,
  id: string,
): Promise<Answer> {
  if (!asker.isGM) return answer(id, false, 'gmOnly');
  const battle = desk.battle(request.combatId);
  if (!battle) return answer(id, false, 'noBattle');
  const ships = battle.ships.filter((s) => request.combatantIds.includes(s.combatantId));
  if (ships.length === 0) return answer(id, false, 'noShipsChosen');
  // The flagship leads the ships placed: one of them, never a ship left elsewhere or outside the battle.
  if (request.flagship !== null && !ships.some((s) => s.combatantId === request.flagship))
    return answer(id, false, 'flagshipNotPlaced');
  // Each ship keeps the side she has in the battle now.
  const current = battleSquadrons(battle.data, battle.ships).flatMap((s) => s.ships);
  const placed = ships.map((ship) => current.find((c) => c.combatantId === ship.combatantId) ?? ship);
  const records = placeShips(battle.data.squadrons, placed, request.squadron, request.side, request.flagship);
  const data: Partial<BattleData> = { squadrons: records };
  // Once begun, a ship placed is held to her activations like the others (canvas/move-store.ts).
  if (battle.data.deck)
    data.moves = seedMoves(
      battle.data.moves,
      membersOf(battleSquadrons({ ...battle.data, squadrons: records }, battle.ships)),
    );
  await desk.writeBattle(battle.id, data);
  return answer(id, true, 'shipsPlaced', { count: String(ships.length) });
}
