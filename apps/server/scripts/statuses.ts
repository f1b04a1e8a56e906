// `npm run statuses -- list KIND | set KIND ID STATUS [ANSWER…] | set storage REQUEST COPY STATUS`:
// staff move bibliographic requests, acquisition suggestions, loan requests and closed-storage
// copies through their statuses; the patron gets an alert and sees the new status in My area.
// Uses DATA_DIR or DATABASE_URL like the server.
import { openMigratedDatabase } from '../src/catalogue-import/cli-support.ts';
import { runStatusesCommand } from '../src/modules/status-changes/statuses-command.ts';

process.exitCode = await runStatusesCommand(process.argv.slice(2), openMigratedDatabase, console);
