#!/usr/bin/env bash
# Prints the notes of one version from CHANGELOG.md: the lines under its `## [VERSION]` heading,
# up to the next version's heading, without blank lines at either end or the link definitions
# at the end of the file. Fails when the changelog has no such section, or an empty one.
#
#   bash packaging/release-notes.sh 0.1.0
#
# The release workflow writes the release's notes with it; CI checks with it that the version in
# Cargo.toml has its entry.
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -eq 1 ] || { echo "usage: bash packaging/release-notes.sh VERSION" >&2; exit 2; }
version=$1
changelog=CHANGELOG.md
[ -f "${changelog}" ] || { echo "${changelog} is missing" >&2; exit 1; }

grep -qF "## [${version}]" "${changelog}" ||
  { echo "${changelog} has no '## [${version}]' section" >&2; exit 1; }

notes=$(awk -v heading="## [${version}]" '
  /^## \[/ {
    if (inside) exit
    if (index($0, heading) == 1) { inside = 1; next }
  }
  inside && !/^\[[^]]+\]: / { print }
' "${changelog}" | sed -e '/./,$!d')

[ -n "${notes}" ] || { echo "${changelog}'s section for ${version} is empty" >&2; exit 1; }
printf '%s\n' "${notes}"
