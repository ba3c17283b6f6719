import { describe, it, expect } from 'vitest';
import type { SquadronView } from '../../../src/combat/tracker-view';
import { mayHoldNow, type DeckSection, type DeckSquadronRow } from '../../../src/modules/kmh/deck-view';
import { beginDeck, combineAction, drawAction, holdAction, undoAction } from '../../../src/modules/kmh/deck-store';
import type { StoredDeck } from '../../../src/data/stored-deck';
import { groupSquadrons, scenarioOf, type ShipEntry } from '../../../src/data/squadrons';
import { deckSetupOf, shipsConcerned } from '../../../src/modules/kmh/deck-store';
import { mayAskDeck, type DeckAsk } from '../../../src/modules/kmh/deck-requests';
import { recordsOf } from '../../../src/data/battle-data';
import { cardMessageContext } from '../../../src/modules/kmh/card-message';
import { deckCardMessages } from '../../../src/data/deck-card';
import { frigateAction, ship, trafalgar } from '../../combat/battle';
import {
  deckShips,
  deckTrackerContext,
  die,
  drawn,
  GM as gm,
  trackerInput as input,
  type TrackerInput,
} from '../../support/tracker-context';

/**
 * The tracker as KMH's turn sequence fills it (its trackerView, modules/kmh/index.ts): the shared
 * context with the deck's section and its parts of the squadrons' rows, read as one.
 */
function trackerContext(given: TrackerInput) {
  const context = deckTrackerContext(given);
  const section = context.turn as DeckSection;
  return { ...context, ...section, squadrons: context.squadrons as (SquadronView & DeckSquadronRow)[] };
}

/** The Trafalgar deck as the GM begins it. */
const begin = (setup: Parameters<typeof beginDeck>[0]): StoredDeck => beginDeck(setup, 'u-gm').deck;

describe('squadrons', () => {
  it('groups Trafalgar into 12 squadrons of 5, friendly first, each led by its flagship', () => {
    const squadrons = groupSquadrons(trafalgar());
    expect(squadrons).toHaveLength(12);
    expect(squadrons.every((s) => s.ships.length === 5)).toBe(true);
    expect(squadrons.slice(0, 6).every((s) => s.side === 'friendly')).toBe(true);
    expect(squadrons.find((s) => s.id === 'Weather Column')?.commander).toBe('Victory');
    expect(squadrons.find((s) => s.id === 'Centre')?.ownerIds).toEqual(['u-villeneuve']);
  });
  it('puts unassigned ships with their nation, and leaves squadrons out of the fight out of the deck (decision deck-squadrons)', () => {
    const ships = [...frigateAction(), ship({ name: 'Wreck', squadron: 'Lost', outOfAction: true })];
    const squadrons = groupSquadrons(ships);
    expect(squadrons.map((s) => s.id)).toEqual(['British', 'Lost', 'French']);
    const setup = deckSetupOf(squadrons, scenarioOf({ gettingChoppy: true, shipsGrappled: false }));
    expect(setup).toMatchObject({
      squadrons: ['British', 'French'],
      gettingChoppy: true,
      shipsGrappled: false,
      shipsBurning: true,
    });
  });
  it('builds the deck setup from the combat: burning ships bring the Fire Test (decision deck-known-state)', () => {
    const calm = trafalgar().map((s) => ({ ...s, onFire: false }));
    expect(deckSetupOf(groupSquadrons(calm), scenarioOf({})).shipsBurning).toBe(false);
    expect(
      deckSetupOf(
        groupSquadrons(trafalgar()),
        scenarioOf({ boatsLaunched: true, shoreBatteries: true, fireshipAblaze: true }),
      ),
    ).toMatchObject({
      boatsLaunched: true,
      shoreBatteries: true,
      fireshipAblaze: true,
      shipsBurning: true,
    });
  });
  it('names the ships an event card concerns', () => {
    const squadrons = groupSquadrons(trafalgar());
    expect(shipsConcerned('fireTest', squadrons).map((s) => s.name)).toEqual(['Achille', 'Redoutable']);
    expect(shipsConcerned('steeringDamageTest', squadrons).map((s) => s.name)).toEqual(['Belleisle']);
    expect(shipsConcerned('strikeTest', squadrons).map((s) => s.name)).toEqual(['Santísima Trinidad']);
    expect(shipsConcerned('windChange', squadrons)).toEqual([]);
  });
  it('lists retiring ships and merchants on the Strike Test card, marked or not (decision strike-unmarked)', () => {
    const ships = trafalgar().map((s) =>
      s.name === 'Pickle' || s.name === 'Rayo' ? { ...s, strikeConditions: true } : s,
    );
    expect(
      shipsConcerned('strikeTest', groupSquadrons(ships))
        .map((s) => s.name)
        .sort(),
    ).toEqual(['Pickle', 'Rayo', 'Santísima Trinidad']);
  });
});

describe('the tracker context for a 12-squadron, 60-ship battle', () => {
  const squadrons = groupSquadrons(trafalgar());
  const setup = deckSetupOf(squadrons, scenarioOf({}));

  it('before the battle: the GM may begin; nothing to draw', () => {
    const context = trackerContext(input({}));
    expect(context).toMatchObject({
      begun: false,
      canBegin: true,
      canDraw: false,
      turn: 0,
      remaining: 0,
      shipCount: 60,
    });
    expect(context.squadrons).toHaveLength(12);
  });

  it('turn 1: 24 squadron cards and the standing events, count only', () => {
    const deck = begin(setup);
    const context = trackerContext(input({ deck }));
    // 12 × (Move + Fire) + Wind Change, Fire Test (two ships burn), Steering and Strike Tests.
    expect(context.remaining).toBe(28);
    expect(context).toMatchObject({
      begun: true,
      turn: 1,
      canDraw: true,
      canUndo: false,
      current: null,
      turnOver: false,
    });
    expect(context.squadrons.every((s) => s.canCombine)).toBe(true);
    expect(context.squadrons[0]!.combineOptions.map((o) => o.id)).not.toContain(context.squadrons[0]!.id);
    // Combine options stay on the squadron's own side.
    expect(context.squadrons[0]!.combineOptions).toHaveLength(5);
  });

  it('shows the current Move card large with every ship of the squadrons moving on it', () => {
    let deck = combineAction(begin(setup), 'Weather Column', ['Weather Rear'], 'u-nelson').deck;
    deck = drawn(deck, 'move:Weather Column');
    const context = trackerContext(input({ deck }));
    expect(context.current).toMatchObject({
      card: 'move:Weather Column',
      kind: 'move',
      squadron: 'Weather Column',
      labelKey: 'BROADSIDE.Deck.Card.move',
    });
    expect(context.current!.ships.map((s) => s.name)).toEqual([
      'Victory',
      'Temeraire',
      'Neptune',
      'Leviathan',
      'Conqueror',
      'Britannia',
      'Ajax',
      'Agamemnon',
      'Orion',
      'Minotaur',
    ]);
    expect(context.canHold).toBe(false);
    expect(context.remaining).toBe(26);
    expect(context.canUndo).toBe(true);
    const rear = context.squadrons.find((s) => s.id === 'Weather Rear')!;
    expect(rear).toMatchObject({ movesWith: 'Weather Column', canSplit: true, canCombine: false });
  });

  it('lets only the owner (or the GM) hold a Fire card as it is drawn, and shows who holds it', () => {
    let deck = begin(setup);
    deck = drawn(deck, 'fire:Centre');
    expect(trackerContext(input({ deck, user: { id: 'u-villeneuve', isGM: false } })).canHold).toBe(true);
    expect(trackerContext(input({ deck, user: { id: 'u-nelson', isGM: false } })).canHold).toBe(false);
    deck = holdAction(deck, 'fire:Centre', 'u-villeneuve').deck;
    const owner = trackerContext(input({ deck, user: { id: 'u-villeneuve', isGM: false } }));
    expect(owner.held).toEqual([expect.objectContaining({ card: 'fire:Centre', holder: 'Pierre', canPlay: true })]);
    expect(owner.canDraw).toBe(false);
    expect(trackerContext(input({ deck, user: { id: 'u-nelson', isGM: false } })).held[0]!.canPlay).toBe(false);
  });

  it('at turn end offers the next turn and counts the held cards that go back', () => {
    let deck = begin(setup);
    deck = drawn(deck, 'fire:Van');
    deck = holdAction(deck, 'fire:Van', 'u-gm').deck;
    while (deck.drawPile.length) deck = drawAction(deck, die(1), 'u-gm').deck;
    const context = trackerContext(input({ deck }));
    expect(context).toMatchObject({
      turnOver: true,
      canNextTurn: true,
      canDraw: false,
      heldAtTurnEnd: 1,
      remaining: 0,
    });
    expect(context.played).toHaveLength(27);
    expect(trackerContext(input({ deck, user: { id: 'u-nelson', isGM: false } })).canNextTurn).toBe(false);
  });

  it('offers the undo for any of the turn’s actions, and Hold only while the Fire card is the one just drawn', () => {
    const villeneuve = { id: 'u-villeneuve', isGM: false };
    const combined = combineAction(begin(setup), 'Lee Column', ['Lee Centre'], 'u-gm').deck;
    expect(trackerContext(input({ deck: combined })).canUndo).toBe(true);
    const fire = drawn(combined, 'fire:Centre');
    const held = holdAction(fire, 'fire:Centre', 'u-villeneuve').deck;
    expect(trackerContext(input({ deck: held })).canUndo).toBe(true);
    // Undoing a later draw does not give the Fire card's moment back.
    const back = undoAction(drawn(fire, 'move:Van'), 'u-gm').deck;
    expect(trackerContext(input({ deck: back, user: villeneuve })).canHold).toBe(false);
    // The players never see the undo.
    expect(trackerContext(input({ deck: held, user: villeneuve })).canUndo).toBe(false);
  });

  it('offers Hold again once the hold itself is undone (decision hold-just-drawn)', () => {
    const fire = drawn(begin(setup), 'fire:Centre');
    const unheld = undoAction(holdAction(fire, 'fire:Centre', 'u-villeneuve').deck, 'u-gm').deck;
    // The engine lets her hold it again...
    expect(() => holdAction(unheld, 'fire:Centre', 'u-villeneuve')).not.toThrow();
    // ...and the tracker shows the card with its Hold button, as the undo's chat line promises.
    expect(trackerContext(input({ deck: unheld, user: { id: 'u-villeneuve', isGM: false } }))).toMatchObject({
      canHold: true,
      current: { card: 'fire:Centre' },
    });
  });

  it('once the deck began, keeps each ship where the GM fixed her, whatever her own data says now (decision deck-squadrons-fixed)', () => {
    const deck = begin(setup);
    const records = recordsOf(squadrons);
    const turned = trafalgar().map((s) =>
      s.name === 'Pickle' ? { ...s, squadron: null, nationality: 'French', side: 'hostile' as const } : s,
    );
    const context = trackerContext(input({ deck, records, ships: turned }));
    const frigates = context.squadrons.find((s) => s.id === 'Frigates')!;
    expect(frigates.ships.map((s) => s.name)).toContain('Pickle');
    expect(frigates.sideKey).toBe('BROADSIDE.Deck.Side.friendly');
    expect(context.squadrons.map((s) => s.id)).not.toContain('French');
    // Before the deck begins, the same ship is proposed from her own data.
    expect(
      trackerContext(input({ ships: turned }))
        .squadrons.find((s) => s.id === 'French')
        ?.ships.map((s) => s.name),
    ).toEqual(['Pickle']);
  });

  it('gives a ship the GM has not placed no cards once the deck began', () => {
    const latecomer = ship({ name: 'Africa', squadron: 'Weather Column', ownerIds: ['u-nelson'] });
    const deck = drawn(begin(setup), 'move:Weather Column');
    const context = trackerContext(input({ deck, records: recordsOf(squadrons), ships: [...trafalgar(), latecomer] }));
    expect(context.current!.ships.map((s) => s.name)).not.toContain('Africa');
    expect(context.squadrons.flatMap((s) => s.ships.map((x) => x.name))).not.toContain('Africa');
  });

  it('hides hidden ships from players', () => {
    const ships = trafalgar().map((s) => (s.name === 'Pickle' ? { ...s, hidden: true } : s));
    expect(trackerContext(input({ ships, user: { id: 'u-nelson', isGM: false } })).shipCount).toBe(59);
    expect(trackerContext(input({ ships })).shipCount).toBe(60);
  });
});

describe('players asking for deck actions', () => {
  const squadrons = groupSquadrons(trafalgar());
  const hold: DeckAsk = { action: 'hold', card: 'fire:Centre', commander: '', subordinates: [] };
  it("lets a player hold or play only their own squadron's Fire card, and the GM anything", () => {
    const player = { id: 'u-villeneuve', isGM: false };
    expect(mayAskDeck(hold, squadrons, player)).toBe(true);
    expect(mayAskDeck({ ...hold, action: 'play' }, squadrons, player)).toBe(true);
    expect(mayAskDeck({ ...hold, card: 'fire:Van' }, squadrons, player)).toBe(false);
    expect(mayAskDeck({ ...hold, card: 'move:Centre' }, squadrons, player)).toBe(false);
    expect(mayAskDeck({ ...hold, card: 'nonsense' }, squadrons, player)).toBe(false);
    for (const action of ['draw', 'undo', 'begin', 'next'] as const)
      expect(mayAskDeck({ ...hold, action }, squadrons, player), action).toBe(false);
    expect(mayAskDeck(hold, squadrons, { id: 'u-gravina', isGM: false })).toBe(false);
    expect(mayAskDeck({ ...hold, action: 'undo' }, squadrons, gm)).toBe(true);
  });

  it('lets a flag officer put squadrons of their side under their Move card, and take them back (decision deck-flag-officers)', () => {
    const collingwood = { id: 'u-collingwood', isGM: false };
    const combine: DeckAsk = {
      action: 'combine',
      card: '',
      commander: 'Lee Column',
      subordinates: ['Lee Rear', 'Frigates'],
    };
    expect(mayAskDeck(combine, squadrons, collingwood)).toBe(true);
    // Not their squadron's card, another side, or no squadron named.
    expect(mayAskDeck({ ...combine, commander: 'Weather Column' }, squadrons, collingwood)).toBe(false);
    expect(mayAskDeck({ ...combine, subordinates: ['Van'] }, squadrons, collingwood)).toBe(false);
    expect(mayAskDeck({ ...combine, subordinates: [] }, squadrons, collingwood)).toBe(false);
    expect(mayAskDeck({ ...combine, subordinates: ['Lee Column'] }, squadrons, collingwood)).toBe(false);
    const split: DeckAsk = { action: 'split', card: '', commander: '', subordinates: ['Frigates'] };
    expect(mayAskDeck(split, squadrons, collingwood, [['Frigates', 'Lee Column']])).toBe(true);
    expect(mayAskDeck(split, squadrons, collingwood, [['Frigates', 'Weather Column']])).toBe(false);
    expect(mayAskDeck(split, squadrons, collingwood)).toBe(false);
    // A squadron led by a ship that is not a flagship has no flag officer.
    const noFlag = groupSquadrons(trafalgar().map((s) => ({ ...s, flagship: false })));
    expect(mayAskDeck(combine, noFlag, collingwood)).toBe(false);
  });

  it('shows a flag officer the squadrons they may lead, at the start of a turn', () => {
    const deck = begin(deckSetupOf(squadrons, scenarioOf({})));
    const view = trackerContext(input({ deck, user: { id: 'u-collingwood', isGM: false } }));
    const frigates = view.squadrons.find((s) => s.id === 'Frigates')!;
    expect(frigates.canCombine).toBe(true);
    expect(frigates.combineOptions.map((o) => o.id)).toEqual(['Lee Centre', 'Lee Column', 'Lee Rear']);
    const villeneuve = trackerContext(input({ deck, user: { id: 'u-villeneuve', isGM: false } }));
    expect(villeneuve.squadrons.find((s) => s.id === 'Frigates')!.canCombine).toBe(false);
  });
});

describe('the chat card of a drawn card', () => {
  const squadrons = groupSquadrons(trafalgar());
  const data = (card: string, turn: number, ships: readonly ShipEntry[] = []) => ({
    combatId: 'c-1',
    card,
    turn,
    ships: deckShips(ships),
  });
  it('names the burning ships on the Fire Test card, whose tests run on their own', () => {
    const context = cardMessageContext(data('fireTest', 3, shipsConcerned('fireTest', squadrons)), true);
    expect(context).toMatchObject({ kind: 'event', prompt: false, noShips: false, canFire: false, turn: 3 });
    expect(context.ships.map((s) => s.name)).toEqual(['Achille', 'Redoutable']);
    expect(context.ships[0]).toMatchObject({ name: 'Achille', tokenId: 't-Achille' });
  });
  it('asks the table to carry out the cards no procedure runs', () => {
    for (const card of ['shipsBoats', 'shoreBatteryFire'])
      expect(cardMessageContext(data(card, 1), true).prompt, card).toBe(true);
    for (const card of ['strikeTest', 'steeringDamageTest', 'boardingAction', 'windChange'])
      expect(cardMessageContext(data(card, 1), true).prompt, card).toBe(false);
  });
  it('says so when no ship is marked for the Strike Test', () => {
    expect(cardMessageContext(data('strikeTest', 1), true)).toMatchObject({ noShips: true, canSelect: false });
    expect(cardMessageContext(data('windChange', 1), true)).toMatchObject({
      noShips: false,
      canSelect: false,
      canFire: false,
    });
  });
  it('offers the fire dialogs on a Fire card', () => {
    const ships = squadrons[0]!.ships;
    expect(cardMessageContext(data('fire:Weather Column', 1, ships), true)).toMatchObject({
      kind: 'fire',
      canFire: true,
      canSelect: true,
      squadron: 'Weather Column',
    });
  });
});

describe('what a player cannot see on the canvas stays out of his tracker and chat', () => {
  // The Observation squadron lies hidden in ambush; one ship of the Van is hidden too.
  const ambush = () => trafalgar().map((s) => ({ ...s, hidden: s.squadron === 'Observation' || s.name === 'Scipion' }));
  const villeneuve = { id: 'u-villeneuve', isGM: false };

  it('leaves a hidden squadron’s cards out of the played and held cards, hides the count, and keeps it all for the GM', () => {
    const ships = ambush();
    let deck = begin(deckSetupOf(groupSquadrons(ships), scenarioOf({})));
    deck = drawn(deck, 'fire:Observation');
    deck = holdAction(deck, 'fire:Observation', 'u-gm').deck;
    deck = drawn(deck, 'move:Observation');
    deck = drawn(deck, 'move:Van');
    const player = trackerContext(input({ ships, deck, user: villeneuve }));
    expect(player.played.map((c) => c.card)).toEqual(['move:Van']);
    expect(player.held).toEqual([]);
    expect(player.remainingHidden).toBe(true);
    expect(player.squadrons.map((s) => s.id)).not.toContain('Observation');
    expect(player.current?.ships.map((s) => s.name)).not.toContain('Scipion');
    const gmView = trackerContext(input({ ships, deck }));
    expect(gmView.played.map((c) => c.card)).toEqual(['move:Van', 'move:Observation']);
    expect(gmView.held.map((c) => c.card)).toEqual(['fire:Observation']);
    expect(gmView.remainingHidden).toBe(false);
  });

  it('shows a player a drawn card without the hidden ships it concerns', () => {
    const ships = ambush().filter((s) => s.squadron === 'Van');
    const data = { combatId: 'c-1', card: 'move:Van', turn: 1, ships: deckShips(ships) };
    expect(cardMessageContext(data, false).ships.map((s) => s.name)).not.toContain('Scipion');
    expect(cardMessageContext(data, true).ships.map((s) => s.name)).toContain('Scipion');
  });

  it("splits a drawn card with hidden ships into the players' copy and the GMs' whole card; the GM reads the copy without buttons", () => {
    const ships = ambush().filter((s) => s.squadron === 'Van');
    const data = { combatId: 'c-1', card: 'fire:Van', turn: 1, ships: deckShips(ships) };
    const [copy, whole, ...rest] = deckCardMessages(data, false);
    expect(rest).toEqual([]);
    expect(copy).toMatchObject({ gmOnly: false, deckCard: { forPlayers: true } });
    expect(copy!.deckCard.ships.map((s) => s.name)).not.toContain('Scipion');
    expect(whole).toEqual({ gmOnly: true, deckCard: data });
    expect(cardMessageContext(copy!.deckCard, true, true)).toMatchObject({
      playersCopy: true,
      canSelect: false,
      canFire: false,
      canHold: false,
    });
    expect(cardMessageContext(copy!.deckCard, false, true)).toMatchObject({
      playersCopy: false,
      canSelect: true,
      canFire: true,
      canHold: true,
    });
    // Nothing hidden, or a card for the GMs alone: one message.
    expect(deckCardMessages({ ...data, ships: data.ships.filter((s) => !s.hidden) }, false)).toHaveLength(1);
    expect(deckCardMessages(data, true)).toEqual([{ deckCard: data, gmOnly: true }]);
  });
});

describe('holding a Fire card from where it is seen', () => {
  it('offers Hold on the drawn card’s chat card to the squadron’s commander only, while it is the card just drawn, and tells the GM who may hold', () => {
    const ships = trafalgar();
    const squadrons = groupSquadrons(ships);
    const deck = drawn(begin(deckSetupOf(squadrons, scenarioOf({}))), 'fire:Centre');
    const villeneuve = { id: 'u-villeneuve', isGM: false };
    const nelson = { id: 'u-nelson', isGM: false };
    expect(mayHoldNow(deck, 'fire:Centre', squadrons, villeneuve)).toBe(true);
    expect(mayHoldNow(deck, 'fire:Centre', squadrons, nelson)).toBe(false);
    const data = {
      combatId: 'c-1',
      card: 'fire:Centre',
      turn: 1,
      ships: deckShips(squadrons.find((s) => s.id === 'Centre')!.ships),
    };
    expect(cardMessageContext(data, false, true).canHold).toBe(true);
    expect(cardMessageContext({ ...data, card: 'move:Centre' }, false, true).canHold).toBe(false);
    expect(trackerContext(input({ ships, deck })).holdOpenTo).toBe('Pierre');
    // Once another card is drawn the moment has passed, for the chat card as for the tracker.
    const later = drawn(deck, 'move:Centre');
    expect(mayHoldNow(later, 'fire:Centre', squadrons, villeneuve)).toBe(false);
    expect(trackerContext(input({ ships, deck: later })).holdOpenTo).toBe('');
  });
});

describe("Salt'n'Tar sides named by their nations", () => {
  it('names a side by the nations the reader sees, never by a hidden squadron', async () => {
    const { sideName } = await import('../../../src/data/squadrons');
    const ship = (name: string, hidden: boolean) => ({ name, hidden }) as never;
    const squadrons = [
      { side: 'hostile', nation: 'French', ships: [ship('Tonnant', false)] },
      { side: 'hostile', nation: 'Spanish', ships: [ship('Santa Ana', true)] },
      { side: 'friendly', nation: 'British', ships: [ship('Bellona', false)] },
    ] as never[];
    expect(sideName('hostile', squadrons, true)).toBe('French · Spanish');
    expect(sideName('hostile', squadrons, false)).toBe('French');
    expect(sideName('friendly', squadrons, false)).toBe('British');
    expect(sideName('secret', squadrons, true)).toBe('');
  });
});
