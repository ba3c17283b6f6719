/**
 * The desk keeps each ship's status effects (what her tokens show) as her data and the GM's
 * records imply (data/conditions.ts, decision desk-conditions). A player owns his ship's actor, so
 * he may make or delete any effect on her; the desk's client, told by the server of every such
 * change, puts the conditions back as her sheet and the ledger have them, so a token never shows a
 * ship struck, taken or afloat against what a GM set. Work runs in the desk's queue, a ship at a
 * time, so two reports of one change never make her effect twice.
 */
import {
  CONDITION_EFFECTS,
  CONDITION_IDS,
  CONDITION_KEYS,
  conditionsOf,
  type ConditionEffect,
} from '../../data/conditions';
import type { ConditionKey, ConditionSource } from '../../data/conditions';
import { shipTable } from '../../data/ledger-book';
import { answer } from '../channel/protocol';
import { DESK_LANE, type Desk, type DeskQueue, type Lane } from '../desk';

/** One status effect as the desk reads it. */
export interface ShownEffect {
  id: string;
  statuses: readonly string[];
}

/** Where the desk reads and writes a ship's status effects (the Foundry adapter, or the tests' fake server). */
export interface ConditionPort {
  /** Her stored data and her effects as they stand; null when she is no ship the desk can reach. */
  ship(uuid: string): { source: ConditionSource; effects: ShownEffect[] } | null;
  make(uuid: string, effects: readonly ConditionEffect[]): Promise<void>;
  drop(uuid: string, ids: readonly string[]): Promise<void>;
}

/**
 * What brings `shown` to `wanted`: the conditions to make, the effects to delete. An effect that
 * carries an unwanted condition goes whole; of two that carry one wanted, the first stays. Pure.
 */
export function conditionChanges(
  wanted: ReadonlySet<ConditionKey>,
  shown: readonly ShownEffect[],
): { make: ConditionKey[]; drop: string[] } {
  const make: ConditionKey[] = [];
  const drop = new Set<string>();
  for (const key of CONDITION_KEYS) {
    const carrying = shown.filter((e) => e.statuses.includes(CONDITION_IDS[key]) && !drop.has(e.id));
    if (!wanted.has(key)) for (const e of carrying) drop.add(e.id);
    else if (carrying.length === 0) make.push(key);
    else for (const e of carrying.slice(1)) drop.add(e.id);
  }
  return { make, drop: [...drop] };
}

const EFFECT_OF = new Map(CONDITION_KEYS.map((key, i) => [key, CONDITION_EFFECTS[i]!]));

/** What her effects lack or carry too many of now, as her data and records stand; null when she is out of reach. */
function changesOf(desk: Desk, port: ConditionPort, uuid: string) {
  const ship = port.ship(uuid);
  if (!ship) return null;
  const changes = conditionChanges(conditionsOf(ship.source, shipTable(desk.ledger().table, uuid)), ship.effects);
  return changes.make.length || changes.drop.length ? changes : null;
}

/** Brings one ship's effects to what her data and records imply, read as the work runs. */
async function showOne(desk: Desk, port: ConditionPort, uuid: string): Promise<void> {
  const changes = changesOf(desk, port, uuid);
  if (!changes) return;
  if (changes.drop.length) await port.drop(uuid, changes.drop);
  if (changes.make.length)
    await port.make(
      uuid,
      changes.make.map((key) => EFFECT_OF.get(key)!),
    );
}

interface Showing {
  ships: Set<string>;
  job: Promise<unknown> | null;
}
/** The ships waiting in each lane of each desk's queue, and the one job that lane holds for them. */
const showing = new WeakMap<DeskQueue, Map<string, Showing>>();

const laneKey = (lane: Lane) => (lane.by === 'player' ? `player:${lane.userId}` : lane.by);

/**
 * Brings the named ships' effects into line, in the desk's queue, in the lane of the user whose
 * change set it off (decision desk-priority): a player who forges a flood of changes waits for
 * their clean-up in his own turn, and the GM's requests do not wait behind it. Only ships whose
 * effects stand wrong now are queued; each is read again when the work runs. Ships named while
 * a lane's job waits join it, so a burst of reports is one pass per ship. A player's lane that
 * is full hands the work to the desk's own (it must not be lost).
 */
export function showConditions(
  queue: DeskQueue,
  desk: Desk,
  port: ConditionPort,
  uuids: readonly string[],
  lane: Lane = DESK_LANE,
): Promise<unknown> | null {
  const wrong = uuids.filter((uuid) => changesOf(desk, port, uuid) !== null);
  if (wrong.length === 0) return null;
  let lanes = showing.get(queue);
  if (!lanes) {
    lanes = new Map();
    showing.set(queue, lanes);
  }
  let waiting = lanes.get(laneKey(lane));
  if (!waiting) {
    waiting = { ships: new Set(), job: null };
    lanes.set(laneKey(lane), waiting);
  }
  for (const uuid of wrong) waiting.ships.add(uuid);
  if (waiting.job) return waiting.job;
  const mine = waiting;
  const job = queue
    .run(
      async () => {
        mine.job = null;
        const ships = [...mine.ships];
        mine.ships.clear();
        for (const uuid of ships) await showOne(desk, port, uuid);
        return answer('', true, 'noted');
      },
      '',
      lane,
    )
    .then((done) => {
      if (mine.job !== job) return done;
      // Refused at once (his lane was full): the desk's own lane takes the ships.
      mine.job = null;
      const ships = [...mine.ships];
      mine.ships.clear();
      return showConditions(queue, desk, port, ships, DESK_LANE);
    });
  mine.job = job;
  return job;
}
