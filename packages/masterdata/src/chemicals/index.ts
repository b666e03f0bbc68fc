export { HAZARD_STATEMENTS, hazardStatement, type HazardStatement } from './hazard-statements.js';
export { PICTOGRAMS, PICTOGRAM_CODES, type Pictogram, type PictogramCode } from './pictograms.js';
