/**
 * The duel tracker, the printed turn sheet made live: the turn, each fighter's state and whether
 * he has picked (never what), the distances between them, and the picks of every turn revealed,
 * with the GM's controls. Pure.
 */
import { POSITIONS, gapKey } from '../../rules/highseas';
import { commitmentFor, runningDuelOf, type DuelRecord } from '../../data/duel-records';
import { awaitedFighters } from './records';
import { fighterStateKeys, pickView } from './card-steps';
import type { Reader } from '../../documents/reader';
import type { CrewDuelView } from '../../duel/personal-combat';

export function crewDuelView(records: readonly DuelRecord[], actorUuid: string, reader: Reader): CrewDuelView | null {
  const running = runningDuelOf(records, actorUuid);
  if (!running) return null;
  const { record, fighter } = running;
  const row = duelTrackerContext(record, reader).fighters.find((f) => f.id === fighter)!;
  return {
    duelId: record.id,
    turn: record.state.turn,
    fighter,
    opponents: record.refs
      .filter((r) => r.id !== fighter)
      .map((r) => r.name)
      .join(', '),
    states: row.states,
    pickedKey: row.pickedKey,
    canPick: row.canPick,
  };
}

export function duelTrackerContext(record: DuelRecord, reader: Reader) {
  const name = (id: string) => record.refs.find((r) => r.id === id)?.name ?? id;
  const awaited = awaitedFighters(record);
  const fighters = record.state.fighters.map((f) => {
    const ref = record.refs.find((r) => r.id === f.id)!;
    const commitment = commitmentFor(record, f.id);
    const waiting = awaited.includes(f.id);
    const picked = !waiting ? 'out' : commitment ? (commitment.opened ? 'opened' : 'sealed') : 'none';
    return {
      id: f.id,
      name: ref.name,
      img: ref.img,
      states: fighterStateKeys(f),
      picked,
      pickedKey: `BROADSIDE.Duel.Tracker.picked.${picked}`,
      canPick: !record.over && waiting && !commitment && (reader.isGM || reader.commands(ref.actorUuid)),
      positions: POSITIONS.map((p) => ({
        value: p,
        label: `BROADSIDE.Duel.Position.${p}`,
        selected: p === f.position,
      })),
      highGround: f.highGround,
    };
  });
  const gaps = [];
  for (const a of record.state.fighters)
    for (const b of record.state.fighters)
      if (a.id < b.id) gaps.push({ a: name(a.id), b: name(b.id), metres: record.state.gaps[gapKey(a.id, b.id)] ?? 1 });
  return {
    duelId: record.id,
    turn: record.state.turn,
    over: record.over,
    aboard: record.state.aboard,
    fighters,
    gaps,
    waitingFor: fighters
      .filter((f) => f.picked === 'none' || f.picked === 'sealed')
      .map((f) => f.name)
      .join(', '),
    history: [...record.history].reverse().map((h) => ({
      turn: h.turn,
      messageId: h.messageId,
      picks: record.refs.map((r) => ({ name: r.name, ...pickView(h.picks[r.id] ?? null, name) })),
    })),
    gm: reader.isGM,
    canReveal: reader.isGM && !record.over,
  };
}
