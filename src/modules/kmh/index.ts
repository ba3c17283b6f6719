/**
 * Kiss Me, Hardy as a rule module: its turn deck and its movement rules, which go together (a Move
 * card rolls a KMH move; a KMH move starts only on its squadron's Move card).
 */
import type { RuleModule } from '../../registry/rule-modules';
import type { TurnSequence } from '../../combat/turn-sequence';
import { KMH_MOVEMENT } from './movement';
import { KMH_GUNNERY } from './gunnery';
import { registerKmhSettings } from './settings';
import { KMH_SHIP_PART } from './ship';

/** The turn deck: squadrons move and fire as their cards come up. */
const KMH_TURN_SEQUENCE: TurnSequence = { tracker: 'kmh', hasDeck: true, firesOnCards: true, phases: null };

export const KMH_MODULE: RuleModule = {
  id: 'kmh',
  label: 'BROADSIDE.Modules.kmh.name',
  aspectLabels: { turnSequence: 'BROADSIDE.Modules.kmh.turnSequence' },
  aspects: { turnSequence: KMH_TURN_SEQUENCE, movement: KMH_MOVEMENT, gunnery: KMH_GUNNERY },
  needs: { turnSequence: ['movement'], movement: ['turnSequence'] },
  register: registerKmhSettings,
  rootParts: [KMH_SHIP_PART],
};
