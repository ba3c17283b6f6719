/** The Kestrel–Moreau duel as the Foundry layer holds it: records after some turns, and their cards. */
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { duelOver, newDuel, resolveTurn } from '../../../src/rules/highseas';
import { duelCard, type DuelCard } from '../../../src/modules/highseas/card';
import type { DuelRecord } from '../../../src/data/duel-records';
import { KESTREL_MOREAU, kestrel, moreau } from '../../rules/highseas/ten-turn-script';

export const KESTREL_UUID = 'Actor.kestrel000000000';
export const MOREAU_UUID = 'Actor.moreau0000000000';

/** The duel before any turn: Kestrel (Pellew's) and Moreau (Hornblower's), four metres apart, aboard. */
export function freshRecord(): DuelRecord {
  return {
    id: 'duel0000000000001',
    refs: [
      { id: 'kestrel', actorUuid: KESTREL_UUID, name: 'Lt Kestrel', img: '' },
      { id: 'moreau', actorUuid: MOREAU_UUID, name: 'Capitaine Moreau', img: '' },
    ],
    state: newDuel([kestrel, moreau], { aboard: true, gap: 4 }),
    commitments: [],
    history: [],
    over: false,
  };
}

/** The record after `turns` turns of the script, and the card each turn posted. */
export function playedRecord(turns: number): { record: DuelRecord; cards: DuelCard[] } {
  let record = freshRecord();
  const cards: DuelCard[] = [];
  for (let i = 0; i < turns; i++) {
    const { picks, faces } = KESTREL_MOREAU[i]!;
    const result = resolveTurn(record.state, picks, new ScriptedDice(faces));
    const over = duelOver(result.next);
    cards.push(duelCard(record, result, over));
    record = {
      ...record,
      state: result.next,
      history: [...record.history, { turn: result.turn, picks: result.picks, messageId: `m${i + 1}` }],
      over,
    };
  }
  return { record, cards };
}
