import { defaultLibraryTimeZone, libraryTime, systemClock } from '../../src/time/library-time.ts';

/** The library's time as a server with default settings reads it: for desk operations in tests. */
export const deskTime = libraryTime(systemClock, defaultLibraryTimeZone);
