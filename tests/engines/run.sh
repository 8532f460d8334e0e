#!/usr/bin/env bash
# npm run test:engines: the core journeys in Firefox ESR and WebKitGTK (tests/engines/journeys.ts) against the
# mocked build dist/ (built first when missing). Installs Debian's firefox-esr, webkit2gtk-driver and xvfb when
# missing: that needs root (or sudo). Arguments go to vitest, e.g. `npm run test:engines -- -t withdraws` or
# `npm run test:engines -- tests/engines/webkit.engine.test.ts`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

missing=()
[[ -x ${FIREFOX_PATH:-/usr/bin/firefox-esr} ]] || missing+=(firefox-esr)
[[ -x ${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver} ]] || missing+=(webkit2gtk-driver)
[[ -n ${DISPLAY:-} ]] || command -v xvfb-run >/dev/null || missing+=(xvfb xauth)
if ((${#missing[@]} > 0)); then
  echo "[engines] installing Debian's ${missing[*]} (needs root)"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi
echo "[engines] $(${FIREFOX_PATH:-/usr/bin/firefox-esr} --version 2>/dev/null); WebKitGTK $(dpkg-query -W -f='${Version}' webkit2gtk-driver 2>/dev/null || echo '?')"

exec node_modules/.bin/vitest run --config tests/engines/vitest.config.ts "$@"
