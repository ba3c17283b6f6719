/**
 * Which rule set's blocks a sheet shows. A block belongs on a sheet only where the world plays its
 * rules: the Salt'n'Tar hull where the world sails by Salt'n'Tar (settings.ts, movementModule), and
 * the GURPS skills and spell where Kyngesreach gunnery is fought.
 */
import { GURPS_DEFAULTS, GURPS_SKILLS, type CrewSource } from '../data/crew';

/** Whether anyone has entered GURPS values for this crew: a skill off its default, or a spell. */
export function hasGurpsValues(gurps: CrewSource['gurps']): boolean {
  return GURPS_SKILLS.some((key) => gurps[key] !== GURPS_DEFAULTS[key]) || gurps.spell.level > 0 || !!gurps.spell.name;
}

/**
 * Whether the crew sheet shows the GURPS block (Kyngesreach gunnery's skills and the spell), and its
 * rolls. No world setting chooses the gunnery rules yet: settings.ts chooses only the turn sequence
 * and the movement, and a gunnery choice is a setting of its own still to come, not one to guess
 * at here. Until it comes, the block shows where somebody entered GURPS values for this crew (so a
 * value entered is never hidden from play) and in edit mode (so they can be entered at all); a
 * plain KMH or High Seas table never meets it in play. The gunnery setting, when it lands, is read
 * here and nowhere else.
 */
export function showsGurps(gurps: CrewSource['gurps'], editing: boolean): boolean {
  return editing || hasGurpsValues(gurps);
}
