// `npm run build`: the player site, the back office and the studio's game client. The site's build runs on one
// core most of its 20 seconds (the React Compiler's Babel pass), so the back office and then the studio are
// built beside it on the other: about 5 seconds less than one after another on the two-core machine
// (decision 0135). Each build's output is printed whole when it ends; the command fails if any build fails.
import { npm } from './npm-run.mjs';

const builds = await Promise.all([
  npm(['run', 'build', '-w', '@reelvault/web'], false),
  (async () => {
    const admin = await npm(['run', 'build', '-w', '@reelvault/admin'], false);
    return admin.status === 0 ? npm(['run', 'build', '-w', '@reelvault/house'], false) : admin;
  })(),
]);
const failed = builds.find((build) => build.status !== 0);
if (failed) process.exit(failed.status);
