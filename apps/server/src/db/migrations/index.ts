import institution from './001-institution.ts';
import catalogue from './002-catalogue.ts';
import peopleCirculation from './003-people-circulation.ts';
import referenceData from './004-reference-data.ts';
import catalogueImport from './005-catalogue-import.ts';
import supportMessages from './006-support-messages.ts';
import authPeople from './010-auth-people.ts';
import parametersContent from './011-parameters-content.ts';
import search from './020-search.ts';
import commentsLibraryMessages from './021-comments-library-messages.ts';
import linkAccess from './022-link-access.ts';
import network from './023-network.ts';
import kardexSummariesStorage from './024-kardex-summaries-storage.ts';
import patronCirculation from './030-patron-circulation.ts';
import interestProfilesTeachingPlans from './031-interest-profiles-teaching-plans.ts';
import interestProfileDates from './032-interest-profile-dates.ts';
import databases from './033-databases.ts';
import storageRequests from './034-storage-requests.ts';
import searchIndexOutbox from './040-search-index-outbox.ts';
import searchIndexFeedTriggers from './041-search-index-feed-triggers.ts';
import copyChangesFeed from './042-copy-changes-feed.ts';
import calendarFeed from './090-calendar-feed.ts';
import samlLogin from './093-saml-login.ts';
import demoSeedSteps from './094-demo-seed-steps.ts';
import type { Migration } from './migration.ts';

/** Every migration in version order; add new ones at the end. */
export const migrations: readonly Migration[] = [
  institution,
  catalogue,
  peopleCirculation,
  referenceData,
  catalogueImport,
  supportMessages,
  authPeople,
  parametersContent,
  search,
  commentsLibraryMessages,
  linkAccess,
  network,
  kardexSummariesStorage,
  patronCirculation,
  interestProfilesTeachingPlans,
  interestProfileDates,
  databases,
  storageRequests,
  searchIndexOutbox,
  searchIndexFeedTriggers,
  copyChangesFeed,
  calendarFeed,
  samlLogin,
  demoSeedSteps,
];
