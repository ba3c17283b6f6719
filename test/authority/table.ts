/**
 * A table for the desk's tests: a fake server with a GM, a second GM, two players and a stranger
 * connected, two British ships the players command, two French ships the GM sails, and a battle.
 * Cards are made by the same pure builders the sheet and the fire dialog use, and posted as their
 * clients post them.
 */
import { RandomDice, RecordingDice, ScriptedDice, seededRandom, type DiceSource } from '../../src/rules/dice/dice';
import { defaultFireInput, fireOrder, type FireInput } from '../../src/modules/kmh/gunnery/fire';
import type { ShipRef } from '../../src/data/ship-ref';
import { broadsideCardRule } from '../../src/modules/kmh/gunnery/broadside-card';
import { rollJson } from '../../src/authority/roll-record';
import { readEnvelope } from '../../src/authority/channel/protocol';
import type { AnyCard } from '../../src/chat/card-kinds';
import type { CardEntry } from '../../src/data/ledger-book';
import { FakeServer, ROLES, type FakeActor, type FakeClient } from '../support/fake-foundry';
import { foundryGlobals, holdGlobals } from '../support/fake-globals';
import { deriveShip, shipSource } from '../support/fixtures';

export interface Table {
  server: FakeServer;
  gm: FakeClient;
  gm2: FakeClient;
  p1: FakeClient;
  p2: FakeClient;
  stranger: FakeClient;
  defiance: FakeActor;
  ajax: FakeActor;
  tonnant: FakeActor;
  fougueux: FakeActor;
  combatId: string;
  /** Dice the GM's desk draws with (a seeded source unless a test scripts it). */
  deskDice: { next: DiceSource };
}

export function table(seed = 7): Table {
  const server = new FakeServer();
  const gmUser = server.addUser('Gamemaster', ROLES.GAMEMASTER);
  const gm2User = server.addUser('Assistant', ROLES.GAMEMASTER);
  const p1User = server.addUser('Pellew', ROLES.PLAYER);
  const p2User = server.addUser('Hornblower', ROLES.PLAYER);
  const strangerUser = server.addUser('Stranger', ROLES.PLAYER);
  const british = { guns: 74, rate: 'third' as const, nationality: 'British' };
  const french = { guns: 74, rate: 'third' as const, nationality: 'French', nationalClass: 'sansCulottes' as const };
  const defiance = server.addShip(
    'HMS Defiance',
    shipSource({ ...british, flagship: true, initialBroadsideFired: { port: true, starboard: true } }),
    [p1User.id],
  );
  const ajax = server.addShip(
    'HMS Ajax',
    shipSource({ ...british, initialBroadsideFired: { port: true, starboard: true } }),
    [p2User.id],
  );
  const tonnant = server.addShip(
    'Le Tonnant',
    shipSource({ ...french, flagship: true, initialBroadsideFired: { port: true, starboard: true } }),
  );
  const fougueux = server.addShip(
    'Fougueux',
    shipSource({ ...french, initialBroadsideFired: { port: true, starboard: true } }),
  );
  const combat = server.addCombat([
    { actor: defiance, disposition: 1 },
    { actor: ajax, disposition: 1 },
    { actor: tonnant, disposition: -1 },
    { actor: fougueux, disposition: -1 },
  ]);
  const deskDice = { next: new RandomDice(seededRandom(seed)) as DiceSource };
  const dice = () => deskDice.next;
  return {
    server,
    gm: server.connect(gmUser.id, dice),
    gm2: server.connect(gm2User.id, dice),
    p1: server.connect(p1User.id, dice),
    p2: server.connect(p2User.id, dice),
    stranger: server.connect(strangerUser.id, dice),
    defiance,
    ajax,
    tonnant,
    fougueux,
    combatId: combat.id,
    deskDice,
  };
}

/** A ship as the rules read her now. */
export function refOf(t: Table, actor: FakeActor): ShipRef {
  const source = structuredClone(t.server.actors.get(actor.uuid)!.system);
  return { uuid: actor.uuid, name: actor.name, source, derived: deriveShip(source) };
}

/** A broadside as the fire dialog rolls it: the plan from the ships as they are, the engine's shot with these dice. */
export function broadside(
  t: Table,
  firer: FakeActor,
  target: FakeActor,
  faces: number[] | DiceSource,
  distanceCm = 16,
) {
  const from = refOf(t, firer);
  const to = refOf(t, target);
  return rolled(
    broadsideCardRule(from, to, fireOrder(from, { ...defaultFireInput('starboard', null), distanceCm }, false)),
    faces,
  );
}

const ROLLS = new WeakMap<object, string[]>();

/**
 * A card from its rule on these dice, kept with the rolls the dice port would have made for it (one
 * Roll per request, none for a request of no dice), which `post` sends with it.
 */
export function rolled<C extends AnyCard>(rule: (dice: DiceSource) => C, faces: number[] | DiceSource): C {
  const recording = new RecordingDice(Array.isArray(faces) ? new ScriptedDice(faces) : faces);
  const card = rule(recording);
  ROLLS.set(card, recording.records.filter((r) => r.count > 0).map(rollJson));
  return card;
}

/** The rolls a card was made with (see `rolled`). */
export const rollsOf = (card: AnyCard): string[] => [...(ROLLS.get(card) ?? [])];

/** Posts a card as a client does (postCard: the card's kind as the message type, its data, its rolls: by default those
 * it was rolled with). */
export async function post(t: Table, client: FakeClient, card: AnyCard, rolls: string[] = rollsOf(card)) {
  const message = await t.server.createMessage(client.userId, { type: card.kind, system: card, rolls });
  await t.server.settle();
  return message;
}

/** The revision of a card's ledger entry (what its buttons carry). */
export function revisionOf(t: Table, messageId: string): number {
  return t.server.ledger.cards.find((c) => c.messageId === messageId)?.revision ?? 0;
}

/** Presses a button and waits for everything it set off; a second of the table's time passes, as between two clicks. */
export async function press<T>(t: Table, work: Promise<T>): Promise<T> {
  t.server.time += 1_000;
  const [result] = await Promise.all([work, t.server.settle()]);
  await t.server.settle();
  return result;
}

/** Runs a client's own code (a macro, a hook) with its globals in place, through every wait it sets off. */
export async function asClient<T>(t: Table, client: FakeClient, fn: () => T | Promise<T>): Promise<T> {
  const put = holdGlobals(foundryGlobals(t.server, client));
  try {
    return await press(t, Promise.resolve(fn()));
  } finally {
    put();
  }
}

/** The table with its GM's page loaded (he holds the desk), and the desk's dice `dice` when given. */
export async function ready(dice?: DiceSource): Promise<Table> {
  const t = table();
  if (dice) t.deskDice.next = dice;
  await press(t, Promise.resolve(t.gm.ready()));
  return t;
}

/** The message the server stored last. */
export const newest = (t: Table) => [...t.server.messages.values()].at(-1)!;

/** The ledger's entry of a card, by its message id. */
export const entryOf = (t: Table, id: string) => t.server.ledger.cards.find((c) => c.messageId === id);

/** A request as the desk reads it off the wire (any envelope id). */
export const wire = (request: unknown) => readEnvelope({ id: 'q000000000000001', request });

/**
 * The table ready (the desk's dice `dice` when given), Pellew's Defiance heading north and Le
 * Tonnant parallel off her starboard beam: 13.5 cm from her starboard side to Tonnant's hull,
 * medium range, a full broadside, no rake.
 */
export async function abeam(dice?: DiceSource): Promise<Table> {
  const t = await ready(dice);
  t.server.placeToken(t.combatId, t.defiance, { x: 50, y: 50, heading: 0 });
  t.server.placeToken(t.combatId, t.tonnant, { x: 65, y: 50, heading: 0 });
  return t;
}

/** The fire dialog's honest choices for Defiance's starboard shot at Le Tonnant abeam. */
export const ABEAM_SHOT: FireInput = {
  side: 'starboard',
  distanceCm: 14,
  partial: false,
  rake: 'none',
  aim: 'hull',
  shot: 'round',
  fireCardHeld: false,
  intoBoarding: false,
};

/** Five hits from nine dice at medium range, check 3 ≤ 5, row 0 (face 10): 5 DP and M; mast d6 3 = mainmast. */
export const FIVE_HITS_WITH_MAST = [4, 5, 6, 6, 4, 1, 2, 3, 1, 3, 10, 3];
/** Two hits, no special (d10 9 > 2). */
export const TWO_HITS = [4, 4, 1, 1, 1, 1, 1, 1, 1, 9];

/**
 * A table whose ledger holds `earlier` applied cards, spread over its four ships, their messages
 * still in the chat: a long campaign, for what an apply costs after it.
 */
export function campaign(earlier: number): Table {
  const t = table();
  const ships = [t.defiance, t.ajax, t.tonnant, t.fougueux];
  const cards: CardEntry[] = [];
  for (let i = 0; i < earlier; i++) {
    const id = `old${String(i).padStart(13, '0')}`;
    t.server.messages.set(id, {
      id,
      type: 'notice',
      author: t.gm.userId,
      system: {},
      rolls: [],
      flags: {},
      whisper: [],
    });
    const ship = ships[i % ships.length]!;
    const writes = [{ path: 'damage.points', before: 0, after: 1, below: null }];
    const applied = {
      seq: i + 1,
      by: t.gm.userId,
      at: i,
      option: null,
      pending: false,
      ships: [{ uuid: ship.uuid, name: ship.name, writes }],
    };
    cards.push({
      messageId: id,
      author: t.gm.userId,
      seal: 'sealed',
      status: 'applied',
      reason: null,
      gmOnly: null,
      revision: 1,
      awaiting: null,
      applied,
    });
  }
  t.server.ledger = { ...t.server.ledger, seq: earlier, cards };
  return t;
}
