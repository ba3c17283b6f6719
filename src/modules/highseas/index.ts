/** High Seas as a rule module: the duel between crew members, its personal combat. */
import type { RuleModule } from '../../registry/rule-modules';

export const HIGH_SEAS_MODULE: RuleModule = {
  id: 'highseas',
  label: 'BROADSIDE.Modules.highseas.name',
  aspects: { personalCombat: true },
};
