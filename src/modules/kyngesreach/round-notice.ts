/**
 * The chat card of a round's gauge contest as the desk posts it: both ships' rolls (Weather Sense
 * with its gauge modifier in round 1, Seamanship with every modifier after, each side's Tactics and
 * magical wind), and who holds the gauge. A notice, so each reader sees it in his own language. Pure.
 */
import type { GaugeRound, SuccessRoll } from '../../rules/kyngesreach';
import { notice, type Notice, type NoticeValue } from '../../data/notices';

const ROLL = 'BROADSIDE.Kr.Roll';

/** One ship's roll as the card's blanks: the skill to make, the total, margin and outcome in words. */
function rollBlanks(side: 'a' | 'b', roll: SuccessRoll | null): Record<string, NoticeValue> {
  // Nobody aboard has the skill: no dice, and the line says so in place of the outcome.
  if (!roll?.attempted)
    return {
      [`${side}Skill`]: '0',
      [`${side}Total`]: '–',
      [`${side}Margin`]: '–',
      [`${side}Result`]: { key: 'BROADSIDE.Kr.Rounds.Chat.noRoll' },
    };
  const outcome = `${roll.success ? 'success' : 'failure'}${roll.critical ? 'Critical' : ''}`;
  return {
    [`${side}Skill`]: String(roll.effective),
    [`${side}Total`]: String(roll.total),
    [`${side}Margin`]: roll.margin > 0 ? `+${roll.margin}` : String(roll.margin),
    [`${side}Result`]: { key: `${ROLL}.${outcome}` },
  };
}

const CHAT = 'BROADSIDE.Kr.Rounds.Chat';

/** What one side tried besides Seamanship, as the card's blanks: its Tactics roll and its magical wind. */
function triesBlanks(side: 'a' | 'b', round: GaugeRound): Record<string, NoticeValue> {
  const index = side === 'a' ? 0 : 1;
  const tactics = round.tactics[index];
  const tacticsKey = !tactics ? 'tacticsNone' : tactics.success ? 'tacticsMade' : 'tacticsFailed';
  const wind = round.modifiers[index].some((m) => m.key === 'magic');
  // Both sides raised a wind: the spells' contest decides whose blows (decision kr-magic-wind).
  const raised = round.magic !== null;
  const windKey = wind ? 'windWorks' : raised ? 'windOutdone' : 'windNone';
  return { [`${side}Tactics`]: { key: `${CHAT}.${tacticsKey}` }, [`${side}Wind`]: { key: `${CHAT}.${windKey}` } };
}

/** The contest's card: its kind's line with both ships' rolls and the holder (or nobody, after a tie). */
export function contestNotice(round: GaugeRound, names: { a: string; b: string }): Notice {
  const holder: NoticeValue = round.holder === null ? { key: 'BROADSIDE.Kr.Rounds.Chat.nobody' } : names[round.holder];
  const data: Record<string, NoticeValue> = { round: String(round.round), a: names.a, b: names.b, holder };
  if (round.kind === 'forfeit') return notice('BROADSIDE.Kr.Rounds.Chat.forfeit', data);
  const [rollA, rollB] = round.rolls;
  if (round.kind === 'weather-sense') {
    const [modA, modB] = round.weather ?? [0, 0];
    const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
    return notice('BROADSIDE.Kr.Rounds.Chat.weather', {
      ...data,
      ...rollBlanks('a', rollA),
      ...rollBlanks('b', rollB),
      aGauge: signed(modA),
      bGauge: signed(modB),
    });
  }
  return notice('BROADSIDE.Kr.Rounds.Chat.seamanship', {
    ...data,
    ...rollBlanks('a', rollA),
    ...rollBlanks('b', rollB),
    ...triesBlanks('a', round),
    ...triesBlanks('b', round),
  });
}
