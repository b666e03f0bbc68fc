export { HAZARD_STATEMENTS, hazardStatement, type HazardStatement } from './hazard-statements.js';
export { PICTOGRAMS, type Pictogram } from './pictograms.js';
