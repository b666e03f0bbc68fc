/** The journal d'activité of each espace: who did what and when; recorded by every module. */
export { recordActivity } from './activity.service.js';
export { latestActivityTimes, type ActivityRecord } from './activity.repository.js';
