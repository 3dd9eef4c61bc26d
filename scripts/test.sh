#!/usr/bin/env bash
# `pnpm test`: everything CI checks, in order of cost — types, lint, unit tests, backend tests
# on PGlite and on a real PostgreSQL, the production build, then Playwright in Chromium
# against that build served as in production.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  pnpm() { npx -y pnpm@10 "$@"; }
fi

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# `pnpm test` puts the Node.js that `pnpm install` brought (package.json's node-<platform>)
# first on the PATH; run another way on an older Node, say so rather than fail later.
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 24 ]; then
  echo "The tests need Node.js 24 or later; this is $(node --version). Run them with" >&2
  echo "\`npx -y pnpm@10 install && npx -y pnpm@10 test\`: the install brings the project's Node.js." >&2
  exit 1
fi
echo "Node.js $(node --version)"

step "System packages"
bash scripts/ensure-system-deps.sh

step "Type-check"
pnpm run typecheck

step "Lint"
pnpm run lint

# Two test files at a time: each has a database of its own, and Vitest's default (one worker
# beside an idle main process on a 2-core machine) leaves a core unused.
step "Unit tests and backend tests on PGlite"
pnpm exec vitest run --maxWorkers=2

step "Backend tests on PostgreSQL"
bash scripts/with-postgres.sh pnpm exec vitest run --config backend/vitest.config.ts --maxWorkers=2

step "Production build"
pnpm run build

step "End-to-end tests in Chromium"
pnpm run test:e2e

# The built artifacts copied out of the repo and run as deployed: two backends on one
# PostgreSQL behind a proxy, S3, SMTP, the shell host and the remotes' releases (docs/deploy.md).
step "Production topology in Chromium"
pnpm run test:topology
