// Every test file runs with the stand-in of foundry.data.fields in place, so a module that builds a
// data model's fields at import (data/ship.ts and its constants) can be imported anywhere.
import { installFoundryFields } from './foundry-fields';

installFoundryFields();
