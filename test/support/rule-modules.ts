/**
 * The entry's registration of the rule modules (src/broadside.ts), for the fakes: a fake table
 * plays with the modules a real world registers at init, once per test file.
 */
import { registerRuleModule, ruleModules, type RuleModule } from '../../src/registry/rule-modules';

export function registerModules(modules: readonly RuleModule[]): void {
  // A module the file registered already (another fake registered the system's list) is not registered again.
  for (const module of modules) if (!ruleModules().some((m) => m.id === module.id)) registerRuleModule(module);
}
