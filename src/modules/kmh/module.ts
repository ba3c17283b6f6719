/**
 * Kiss Me, Hardy as the entry registers it: the module with the windows its gunnery opens (the fire
 * dialog, the strike tests, the mortar), which build on Foundry's classes.
 */
import { kmhModule } from '.';
import { FireDialog, fireAt, openFireDialog } from './gunnery/fire-dialog';
import { runStrikeTests } from './gunnery/strike-actions';
import { fireMortar } from './gunnery/bomb-actions';

export const KMH_MODULE = kmhModule({ openFireDialog, fireAt, FireDialog, runStrikeTests, fireMortar });
