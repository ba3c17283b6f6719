/**
 * The desk's side of the duel: starting one, taking a fighter's sealed pick (commitment through the
 * mailbox, opening through the query only the active GM receives, authority/handlers/picks.ts), revealing a
 * turn once every pick is in, and the GM's own controls. Only the GM's client writes the duel's
 * record and posts its turn cards. Pure over the Desk port; the module puts these requests and the
 * openings' hook on the desk's tables (registerDuelDesk).
 */
import { duelOver, newDuel, newFighter, pickProblem, resolveTurn } from '../../rules/highseas';
import { fighterSheetOf } from './fighter-sheet';
import { commitmentFor, duelById, refOf, runningDuelOf, withDuel, type DuelRecord } from '../../data/duel-records';
import { awaitedFighters, readyToReveal } from './records';
import { duelCard } from './card';
import { notice } from '../../data/notices';
import { addRequestReader, answer, isAnswer, type Answer, type DeskRequest } from '../../authority/channel/protocol';
import { DESK_LANE, QUERY_LANE, type Desk, type DeskQueue, type DeskUser } from '../../authority/desk';
import { commitmentOf, type Opening } from '../../authority/handlers/picks';
import { readOpening } from './pick-reading';
import { addDeskRequests, deskRequest } from '../../authority/door/requests';
import { addDeskHooks, deskHook } from '../../authority/door/hook-table';
import { DUEL_REQUEST_KINDS, readDuelRequest } from './duel-requests';

type DuelRequest<K extends DeskRequest['kind']> = Extract<DeskRequest, { kind: K }>;

/**
 * A duel between Crew actors, none already fighting one. The GM starts any; a player only one in
 * which he commands a fighter (decision hs-duel-start).
 */
export async function startDuel(
  desk: Desk,
  asker: DeskUser,
  request: DuelRequest<'startDuel'>,
  id: string,
): Promise<Answer> {
  const uuids = [...new Set(request.fighters)];
  if (uuids.length < 2) return answer(id, false, 'duelNeedsTwo');
  const crews = uuids.map((uuid) => desk.crew(uuid));
  if (crews.some((c) => !c)) return answer(id, false, 'notAFighter');
  if (!asker.isGM && !uuids.some((uuid) => desk.commands(asker.id, uuid))) return answer(id, false, 'notYourFighter');
  const records = desk.duels();
  const busy = crews.find((c) => runningDuelOf(records, c!.uuid));
  if (busy) return answer(id, false, 'alreadyDuelling', { name: busy.name });
  const fighters = crews.map((c, i) => newFighter(`f${i + 1}`, c!.name, fighterSheetOf(c!)));
  const down = fighters.find((f) => f.condition !== 'active');
  if (down) return answer(id, false, 'fighterDown', { name: down.name });
  const record: DuelRecord = {
    id: desk.newId(),
    refs: crews.map((c, i) => ({ id: `f${i + 1}`, actorUuid: c!.uuid, name: c!.name, img: c!.img })),
    state: newDuel(fighters, { aboard: request.aboard, gap: Math.max(1, request.gap) }),
    commitments: [],
    history: [],
    over: false,
  };
  await desk.writeDuels(withDuel(records, record));
  await desk.post({
    type: 'notice',
    notice: notice('BROADSIDE.Duel.Chat.begun', { names: record.refs.map((r) => r.name).join(', ') }),
  });
  return answer(id, true, 'duelBegun', { duelId: record.id });
}

/** The running duel a request names, or the refusal. */
function running(desk: Desk, duelId: string, id: string): DuelRecord | Answer {
  const record = duelById(desk.duels(), duelId);
  if (!record) return answer(id, false, 'noDuel');
  if (record.over) return answer(id, false, 'duelOver');
  return record;
}

/**
 * A fighter's commitment for the turn, from a user who commands him; once in, it stands until the
 * reveal: a second one is refused, so a pick cannot be changed after it was sealed.
 */
export async function commitPick(
  desk: Desk,
  asker: DeskUser,
  request: DuelRequest<'commitPick'>,
  id: string,
): Promise<Answer> {
  const record = running(desk, request.duelId, id);
  if (isAnswer(record)) return record;
  if (request.turn !== record.state.turn) return answer(id, false, 'staleTurn');
  const ref = refOf(record, request.fighter);
  if (!ref) return answer(id, false, 'notAFighter');
  if (!desk.commands(asker.id, ref.actorUuid)) return answer(id, false, 'notYourFighter');
  if (!awaitedFighters(record).includes(request.fighter)) return answer(id, false, 'cannotAct');
  if (commitmentFor(record, request.fighter)) return answer(id, false, 'alreadyPicked');
  const next = {
    ...record,
    commitments: [
      ...record.commitments,
      { fighter: request.fighter, hash: request.commitment, by: asker.id, opened: false },
    ],
  };
  await desk.writeDuels(withDuel(desk.duels(), next));
  return answer(id, true, 'pickSealed');
}

/**
 * What stops an opening before its pick is looked at: no running duel, another turn, no
 * commitment of that fighter, a hash that is not the commitment's, or one the desk holds already.
 * Else the duel's record and the commitment it opens.
 */
function openingProblem(desk: Desk, opening: Opening): Answer | { record: DuelRecord } {
  const id = `open-${opening.fighter}`;
  const record = running(desk, opening.duelId, id);
  if (isAnswer(record)) return record;
  if (opening.turn !== record.state.turn) return answer(id, false, 'staleTurn');
  const commitment = commitmentFor(record, opening.fighter);
  if (!commitment) return answer(id, false, 'noCommitment');
  if (commitmentOf(opening) !== commitment.hash) return answer(id, false, 'pickMismatch');
  if (commitment.opened && desk.picks.has(record.id, record.state.turn, opening.fighter))
    return answer(id, false, 'alreadyOpened');
  return { record };
}

/**
 * An opening that came by query: nobody is named as its sender, so it counts only if it hashes to
 * the fighter's commitment for this turn. A changed pick, a forged one, one for another turn or
 * one sent again is refused. The turn is revealed once every awaited pick is held.
 */
export async function openPick(desk: Desk, data: unknown): Promise<Answer> {
  const opening = readOpening(data);
  if (!opening) return answer('', false, 'badOpening');
  const id = `open-${opening.fighter}`;
  const found = openingProblem(desk, opening);
  if (isAnswer(found)) return found;
  const { record } = found;
  const problem = pickProblem(record.state, opening.fighter, opening.pick);
  if (problem) return answer(id, false, 'badPick', { problem });
  desk.picks.put(opening);
  const next = {
    ...record,
    commitments: record.commitments.map((c) => (c.fighter === opening.fighter ? { ...c, opened: true } : c)),
  };
  await desk.writeDuels(withDuel(desk.duels(), next));
  if (!readyToReveal(next)) return answer(id, true, 'pickOpened');
  await reveal(desk, next);
  return answer(id, true, 'turnRevealed');
}

/**
 * An opening as the desk's client takes it: by query (`byQuery`, nobody named) it waits in the
 * queries' small lane, behind all attributed work; the GM's own goes in the desk's lane (decision
 * desk-priority). One by query that does not open a commitment the duel's record holds (no opening
 * at all, a wrong hash, another turn) is refused at once, so only an opening of a sealed pick takes
 * a place, and one place per pick: sent again while it waits, it takes the place of the one before.
 */
export function takeOpening(queue: DeskQueue, desk: Desk, data: unknown, byQuery = true): Promise<Answer> {
  if (!byQuery) return queue.run(() => openPick(desk, data), '', DESK_LANE);
  const opening = readOpening(data);
  if (!opening) return Promise.resolve(answer('', false, 'badOpening'));
  // Looked at again once its turn comes: the record may have moved on meanwhile.
  const found = openingProblem(desk, opening);
  if (isAnswer(found)) return Promise.resolve(found);
  const pick = `${opening.duelId}/${opening.turn}/${opening.fighter}`;
  return queue.run(() => openPick(desk, data), `open-${opening.fighter}`, QUERY_LANE, pick);
}

/** Resolves the turn with the picks held, posts its card, and moves the record on. */
async function reveal(desk: Desk, record: DuelRecord): Promise<void> {
  const turn = record.state.turn;
  const picks = Object.fromEntries(record.state.fighters.map((f) => [f.id, desk.picks.get(record.id, turn, f.id)]));
  const result = resolveTurn(record.state, picks, desk.dice());
  const over = duelOver(result.next);
  const messageId = await desk.post({ type: 'duel', card: duelCard(record, result, over) });
  const next: DuelRecord = {
    ...record,
    state: result.next,
    commitments: [],
    history: [...record.history, { turn, picks: result.picks, messageId }],
    over,
  };
  await desk.writeDuels(withDuel(desk.duels(), next));
  desk.picks.forget(record.id, turn);
}

/** The GM reveals now, with the picks he holds: anyone without one takes no action this turn. */
export async function revealDuel(
  desk: Desk,
  asker: DeskUser,
  request: DuelRequest<'revealDuel'>,
  id: string,
): Promise<Answer> {
  if (!asker.isGM) return answer(id, false, 'gmOnly');
  const record = running(desk, request.duelId, id);
  if (isAnswer(record)) return record;
  if (request.turn !== record.state.turn) return answer(id, false, 'staleTurn');
  await reveal(desk, record);
  return answer(id, true, 'turnRevealed');
}

export async function endDuel(
  desk: Desk,
  asker: DeskUser,
  request: DuelRequest<'endDuel'>,
  id: string,
): Promise<Answer> {
  if (!asker.isGM) return answer(id, false, 'gmOnly');
  const record = running(desk, request.duelId, id);
  if (isAnswer(record)) return record;
  await desk.writeDuels(withDuel(desk.duels(), { ...record, over: true, commitments: [] }));
  desk.picks.forget(record.id);
  await desk.post({
    type: 'notice',
    notice: notice('BROADSIDE.Duel.Chat.ended', { names: record.refs.map((r) => r.name).join(', ') }),
  });
  return answer(id, true, 'duelEnded');
}

/** Decision hs-positions: the GM places a fighter; picks already sealed this turn stay as they are. */
export async function placeFighter(
  desk: Desk,
  asker: DeskUser,
  request: DuelRequest<'placeFighter'>,
  id: string,
): Promise<Answer> {
  if (!asker.isGM) return answer(id, false, 'gmOnly');
  const record = running(desk, request.duelId, id);
  if (isAnswer(record)) return record;
  if (!refOf(record, request.fighter)) return answer(id, false, 'notAFighter');
  const fighters = record.state.fighters.map((f) =>
    f.id === request.fighter
      ? {
          ...f,
          position: request.position,
          highGround: request.highGround,
          underwater: request.position === 'water' ? f.underwater : 0,
        }
      : f,
  );
  await desk.writeDuels(withDuel(desk.duels(), { ...record, state: { ...record.state, fighters } }));
  return answer(id, true, 'fighterPlaced');
}

/** The openings' entry, one for however often the module registers. */
const OPENINGS = deskHook('openPick', (ctx, data, byQuery) => takeOpening(ctx.queue(), ctx.desk, data, byQuery));

/** Puts the duel on the desk: its requests (read off the wire and handled), and its openings in the desk's queue. */
export function registerDuelDesk(): void {
  addRequestReader(DUEL_REQUEST_KINDS, readDuelRequest);
  addDeskRequests(
    deskRequest('startDuel', startDuel),
    deskRequest('commitPick', commitPick),
    deskRequest('revealDuel', revealDuel),
    deskRequest('endDuel', endDuel),
    deskRequest('placeFighter', placeFighter),
  );
  addDeskHooks(OPENINGS);
}
