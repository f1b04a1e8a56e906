// `npm run comments -- list | approve ID | reject ID`: staff moderation of patrons' comments on
// titles. Uses DATA_DIR or DATABASE_URL like the server.
import { openMigratedDatabase } from '../src/catalogue-import/cli-support.ts';
import { listPendingComments, moderateComment } from '../src/modules/comments/comment-repository.ts';

const [command, id] = process.argv.slice(2);
const usage = 'Usage: npm run comments -- list | approve ID | reject ID';
if (command !== 'list' && command !== 'approve' && command !== 'reject') {
  console.error(usage);
  process.exit(1);
}
const db = await openMigratedDatabase();
try {
  if (command === 'list') {
    const pending = await listPendingComments(db);
    if (pending.length === 0) console.log('No comments awaiting approval.');
    for (const comment of pending) {
      console.log(
        `#${comment.id}  ${comment.data}  ${comment.pessoa} on "${comment.titulo}" (${comment.cod_acervo})`,
      );
      console.log(`    ${JSON.stringify(comment.texto)}`);
    }
  } else {
    const number = Number(id);
    if (!Number.isInteger(number) || number < 1) {
      console.error(usage);
      process.exitCode = 1;
    } else if (await moderateComment(db, number, command === 'approve' ? 'aprovado' : 'rejeitado')) {
      console.log(`Comment #${number} ${command === 'approve' ? 'approved' : 'rejected'}.`);
    } else {
      console.error(`No comment #${number} awaiting approval.`);
      process.exitCode = 1;
    }
  }
} finally {
  await db.close();
}
