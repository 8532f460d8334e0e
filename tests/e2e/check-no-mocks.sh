#!/usr/bin/env bash
# Checks that a build with VITE_API_MOCKS=false ships no Mock Service Worker code.
#
#   tests/e2e/check-no-mocks.sh              # builds dist-nomock/ (VITE_API_MOCKS=false), checks it, removes it
#   tests/e2e/check-no-mocks.sh --no-build D # only checks an existing output directory D
#   KEEP_NOMOCK_BUILD=1 tests/e2e/check-no-mocks.sh   # keeps dist-nomock/ (bundle budgets, e2e on a real API)
#   VITE_API_BASE_URL=http://127.0.0.1:8787 tests/e2e/check-no-mocks.sh   # the build calls that API server
#
# Exit status: 0 clean, 1 mock code found, 2 build or usage error.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."

out_dir="dist-nomock"
build=1
if [[ "${1:-}" == "--no-build" ]]; then
  build=0
  out_dir="${2:?usage: check-no-mocks.sh [--no-build <outDir>]}"
fi

if [[ "$build" == 1 ]]; then
  # VITE_API_BASE_URL, when set in the environment, reaches the build unchanged (unset: same-origin /api,
  # or whatever a .env file says).
  echo "check-no-mocks: VITE_API_MOCKS=false${VITE_API_BASE_URL+ VITE_API_BASE_URL=$VITE_API_BASE_URL} npx vite build --outDir $out_dir"
  if ! VITE_API_MOCKS=false npx vite build --outDir "$out_dir" --emptyOutDir; then
    echo "check-no-mocks: FAILED: the VITE_API_MOCKS=false build did not succeed" >&2
    exit 2
  fi
fi

if [[ ! -f "$out_dir/index.html" ]]; then
  echo "check-no-mocks: FAILED: $out_dir/index.html not found" >&2
  exit 2
fi

# Strings that survive minification of msw 2.x (node_modules/msw/lib/browser, public/mockServiceWorker.js)
# and the app's own mock-database keys.
markers=(
  'mockServiceWorker'        # default worker URL /mockServiceWorker.js; the worker file itself
  '[MSW]'                    # msw's log/error prefix
  'setupWorker'              # in msw's "Failed to execute `setupWorker`" message
  'INTEGRITY_CHECK_REQUEST'  # worker <-> client message types
  'KEEPALIVE_REQUEST'
  'MOCKING_ENABLED'
  'mock:db'                  # the app's mock database / scenario storage keys
  'mock:scenario'
)
grep_args=()
for marker in "${markers[@]}"; do grep_args+=(-e "$marker"); done

status=0
hits="$(grep -R -H -o -F --include='*.js' --include='*.mjs' --include='*.html' "${grep_args[@]}" "$out_dir" | sort | uniq -c || true)"
if [[ -n "$hits" ]]; then
  echo "check-no-mocks: FAILED: the VITE_API_MOCKS=false build in $out_dir/ contains mock code (count file:marker):" >&2
  echo "$hits" >&2
  if [[ -f "$out_dir/mockServiceWorker.js" ]]; then
    echo "check-no-mocks: note: $out_dir/mockServiceWorker.js is the worker Vite copies from public/; a no-mock build must leave it out." >&2
  fi
  status=1
else
  count="$(find "$out_dir" -type f \( -name '*.js' -o -name '*.mjs' \) | wc -l)"
  echo "check-no-mocks: OK: no msw markers in the $count JS file(s) of $out_dir/"
fi

if [[ "$build" == 1 && "${KEEP_NOMOCK_BUILD:-}" != 1 ]]; then
  rm -rf "$out_dir"
fi
exit "$status"
