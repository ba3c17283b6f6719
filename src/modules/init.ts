/**
 * The rule modules' part of the system's init, in the one order it works in (the entry runs it at
 * `init`; the tests' fake table runs the same function, so a change of order shows there too):
 * the modules are registered first, because the settings offer their choices from the registry;
 * then the system's settings; then each module's own wiring (its card kinds, desk requests, hooks
 * and settings), each in its own try so that one module that fails leaves the others wired (its card
 * kinds then count for nothing, authority/derivation.ts `ruleOf`); the desk last, because it reads the hooks and
 * requests the modules added when it registers (authority/register.ts).
 */
import { registerRuleModule, type RuleModule } from '../registry/rule-modules';
import { registerSettings } from '../settings';
import { registerAuthority } from '../authority/register';

export function initRuleModules(modules: readonly RuleModule[]): void {
  for (const module of modules) registerRuleModule(module);
  registerSettings();
  for (const module of modules) {
    try {
      module.register?.();
    } catch (error) {
      console.error(`Broadside | the rule module "${module.id}" did not register`, error);
    }
  }
  registerAuthority();
}
