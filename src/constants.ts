/** The system's id and where Foundry serves its files. */
export const SYSTEM_ID = 'broadside';
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;
