/** The duel's pure views: the dialog, the tracker, the sheet's duel and the start dialog. */
import { describe, expect, it } from 'vitest';
import {
  duelDialogContext,
  emptyBoxes,
  newSelection,
  optionValue,
  parseOption,
  pickOf,
} from '../../../src/modules/highseas/dialog-context';
import { crewDuelView, duelTrackerContext } from '../../../src/modules/highseas/tracker-context';
import { duelStartContext } from '../../../src/modules/highseas/start-context';
import { GM_READER, reader } from '../../chat/fixtures';
import { KESTREL_UUID, MOREAU_UUID, freshRecord, playedRecord } from './fixtures';

describe('the duel dialog', () => {
  it('reads an option back as the action it names', () => {
    for (const o of [
      { id: 'thrust', hand: 'right' },
      { id: 'counter', hand: 'left', form: 'slash' },
      { id: 'dodge' },
    ] as const) {
      expect(parseOption(optionValue(o))).toEqual(o);
    }
    expect(parseOption('fly::')).toBeNull();
  });

  it('makes a pick of one choice per box, in the order of the boxes', () => {
    const selection = {
      ...newSelection(freshRecord(), 'kestrel'),
      boxes: { ...emptyBoxes(), defence: 'parry::', attack: 'slash:right:' },
    };
    expect(pickOf(selection)).toEqual({
      opponent: 'moreau',
      actions: [{ id: 'slash', hand: 'right' }, { id: 'parry' }],
      guess: 'thrust',
      way: 'close',
      brawl: 'strength',
      disarmOnParry: false,
    });
  });

  it('lets a pick be sealed only when it is a turn, and says why it is not', () => {
    const record = freshRecord();
    const ok = duelDialogContext(record, 'kestrel', {
      ...newSelection(record, 'kestrel'),
      boxes: { ...emptyBoxes(), attack: 'lunge:right:' },
    });
    expect([ok.status, ok.problem, ok.canSeal]).toEqual(['pick', null, true]);
    const bad = duelDialogContext(record, 'kestrel', {
      ...newSelection(record, 'kestrel'),
      boxes: { ...emptyBoxes(), attack: 'lunge:right:', defence: 'parry::' },
    });
    expect([bad.problem, bad.canSeal]).toEqual(['BROADSIDE.Errors.LongActionAlone', false]);
  });

  it('shows sealed, waiting, held and over without choices', () => {
    const record = freshRecord();
    const sealed = { ...record, commitments: [{ fighter: 'kestrel', hash: 'a'.repeat(64), by: 'u', opened: false }] };
    expect(duelDialogContext(sealed, 'kestrel', newSelection(record, 'kestrel'))).toMatchObject({
      status: 'waiting',
      boxes: [],
    });
    const held = playedRecord(8).record;
    expect(duelDialogContext(held, 'moreau', newSelection(held, 'moreau'))).toMatchObject({
      status: 'out',
      outKey: 'BROADSIDE.Duel.Lost.held',
      boxes: [],
    });
    const over = { ...record, over: true };
    expect(duelDialogContext(over, 'kestrel', newSelection(record, 'kestrel')).status).toBe('over');
  });
});

describe('the tracker', () => {
  it('says who has picked, never what, and offers Pick to the GM and to the owner only', () => {
    const record = {
      ...freshRecord(),
      commitments: [{ fighter: 'kestrel', hash: 'c'.repeat(64), by: 'u-anne', opened: false }],
    };
    const gm = duelTrackerContext(record, GM_READER);
    expect(gm.fighters.map((f) => [f.picked, f.canPick])).toEqual([
      ['sealed', false],
      ['none', true],
    ]);
    expect(JSON.stringify(gm)).not.toContain('c'.repeat(64));
    expect(duelTrackerContext(record, reader('u-jacques', [MOREAU_UUID])).fighters.map((f) => f.canPick)).toEqual([
      false,
      true,
    ]);
    expect(duelTrackerContext(record, reader('u-ned')).fighters.map((f) => f.canPick)).toEqual([false, false]);
    expect(gm.gaps).toEqual([{ a: 'Lt Kestrel', b: 'Capitaine Moreau', metres: 4 }]);
  });

  it('marks a fighter who sits the turn out, and lists the turns newest first', () => {
    const { record } = playedRecord(8);
    const context = duelTrackerContext(record, GM_READER);
    expect(context.fighters[1]).toMatchObject({ picked: 'out', canPick: false });
    expect(context.history.map((h) => h.turn)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(context.waitingFor).toBe('Lt Kestrel');
  });

  it("gives the crew sheet its fighter's duel, and nothing once it is over", () => {
    const { record } = playedRecord(3);
    expect(crewDuelView([record], KESTREL_UUID, reader('u-anne', [KESTREL_UUID]))).toMatchObject({
      turn: 4,
      fighter: 'kestrel',
      opponents: 'Capitaine Moreau',
      states: [{ key: 'BROADSIDE.Duel.State.stunned', n: 0 }],
      canPick: true,
    });
    expect(crewDuelView([{ ...record, over: true }], KESTREL_UUID, GM_READER)).toBeNull();
  });
});

describe('the start dialog', () => {
  const c = (uuid: string, busy = false) => ({ uuid, name: uuid, img: '', busy });
  it('starts with two to six, never one already fighting', () => {
    expect(duelStartContext([c('a'), c('b')], { chosen: ['a'], aboard: true, gap: 1 }).canStart).toBe(false);
    expect(duelStartContext([c('a'), c('b')], { chosen: ['a', 'b'], aboard: true, gap: 1 }).canStart).toBe(true);
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((u) => c(u));
    const full = duelStartContext(many, { chosen: ['a', 'b', 'c', 'd', 'e', 'f'], aboard: true, gap: 1 });
    expect(full.candidates.map((x) => x.disabled)).toEqual([false, false, false, false, false, false, true]);
    expect(duelStartContext([c('a', true)], { chosen: [], aboard: true, gap: 1 }).candidates[0]!.disabled).toBe(true);
  });
});
