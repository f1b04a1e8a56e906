import type { ContentProviders } from '../providers/provider-service.ts';
import type { RecoveryDeps } from './recovery-service.ts';
import type { LibraryTime } from '../../time/library-time.ts';

/** What the People routes need from the app; each route file takes the part it uses. */
export type PeopleDeps = RecoveryDeps & {
  publicUrl: string;
  time: LibraryTime;
  providers: ContentProviders;
};
