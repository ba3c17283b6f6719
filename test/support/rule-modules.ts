/**
 * The entry's registration of the rule modules (src/broadside.ts), for the fakes: every page of a
 * fake table plays with the modules a real world registers at init, once per test file.
 */
import { registerRuleModule, ruleModules } from '../../src/registry/rule-modules';
import * as RULE_MODULES from '../../src/modules';

export function registerModules(): void {
  for (const module of Object.values(RULE_MODULES)) if (!ruleModules().includes(module)) registerRuleModule(module);
}
