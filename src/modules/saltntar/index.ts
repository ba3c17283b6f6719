/**
 * Salt'n'Tar as a rule module: its fixed phases and its movement rules, which go together (its turn
 * starts its ships' half moves, which no other movement rolls; its movement needs the strain, luck
 * and wind phases only its own turn runs).
 */
import type { RuleModule } from '../../registry/rule-modules';
import type { TurnSequence } from '../../combat/turn-sequence';
import { SALTNTAR_MOVEMENT } from './movement';
import { SALTNTAR_PHASE_ROLLS } from './phases';

// The hooks' work is loaded when a hook first fires: it builds on Foundry's Combat class, which the
// registry's readers (the settings, the tests of its rules) do not need.
const hooks = () => import('./hooks');

/** Its hooks, on every client whatever a world chooses: each acts only on a battle its turn runs. */
function registerSaltntar(): void {
  Hooks.on('updateCombat', (combat) => void hooks().then((h) => h.battleUpdated(combat)));
  Hooks.on('deleteCombat', (combat) => void hooks().then((h) => h.battleEnded(combat)));
}

/** Fixed phases: no deck, so no Fire card to wait on. */
const SALTNTAR_TURN_SEQUENCE: TurnSequence = {
  tracker: 'saltntar',
  hasDeck: false,
  firesOnCards: false,
  phases: SALTNTAR_PHASE_ROLLS,
};

export const SALTNTAR_MODULE: RuleModule = {
  id: 'saltntar',
  label: 'BROADSIDE.Modules.saltntar.name',
  aspectLabels: { turnSequence: 'BROADSIDE.Modules.saltntar.turnSequence' },
  aspects: { turnSequence: SALTNTAR_TURN_SEQUENCE, movement: SALTNTAR_MOVEMENT },
  needs: { turnSequence: ['movement'], movement: ['turnSequence'] },
  register: registerSaltntar,
};
