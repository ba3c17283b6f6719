/**
 * Kiss Me, Hardy as a rule module: its turn deck and its movement rules, which go together (a Move
 * card rolls a KMH move; a KMH move starts only on its squadron's Move card), and its gunnery (the
 * broadside, strike test and mortar cards, gunnery/).
 */
import type { RuleModule } from '../../registry/rule-modules';
import type { TurnSequence } from '../../combat/turn-sequence';
import { KMH_MOVEMENT } from './movement';
import { kmhGunnery, registerKmhGunnery, type KmhWindows } from './gunnery';

/** The turn deck: squadrons move and fire as their cards come up. */
const KMH_TURN_SEQUENCE: TurnSequence = { tracker: 'kmh', hasDeck: true, firesOnCards: true, phases: null };

/** The module, with the windows its gunnery opens (kmh/module.ts gives Foundry's; the tests their own). */
export function kmhModule(windows: KmhWindows): RuleModule {
  return {
    id: 'kmh',
    label: 'BROADSIDE.Modules.kmh.name',
    aspectLabels: { turnSequence: 'BROADSIDE.Modules.kmh.turnSequence' },
    aspects: { turnSequence: KMH_TURN_SEQUENCE, movement: KMH_MOVEMENT, gunnery: kmhGunnery(windows) },
    needs: { turnSequence: ['movement'], movement: ['turnSequence'] },
    // Its gunnery's card kinds and desk request, at init.
    register: registerKmhGunnery,
  };
}
