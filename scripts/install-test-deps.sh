#!/usr/bin/env bash
# Installs the system packages the test suite needs (Debian): Chromium and its headless shell
# (which the journeys run, e2e/chromium.ts) for the browser journeys, poppler-utils (pdftoppm) to render PDF output, and fonts so pages and PDFs
# render with real glyphs. Idempotent: does nothing when everything is present, and runs
# apt-get update at most once. Needs root (CI runs as root).
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
dpkg -s fonts-liberation >/dev/null 2>&1 || missing+=(fonts-liberation)

if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-test-deps: chromium, its headless shell, poppler-utils and fonts-liberation already present"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "install-test-deps: missing ${missing[*]}; run as root (or install them with apt-get)" >&2
  exit 1
fi

echo "install-test-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" </dev/null
command -v chromium >/dev/null
