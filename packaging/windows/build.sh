#!/usr/bin/env bash
# Builds Sevenfold's Windows installer on Debian or Ubuntu: sevenfold.exe cross-built for
# x86_64-pc-windows-gnu with MinGW-w64 (its windres embeds the icon), then the NSIS setup .exe
# made by cargo-packager with makensis, in English, Czech and Polish.
#
#   bash packaging/windows/build.sh          # the release .exe and the installer
#   bash packaging/windows/build.sh --probe  # the same steps on a tiny program, in a minute:
#                                            # the toolchain links a Windows .exe carrying
#                                            # the icon (what CI runs)
#
# What it installs when missing: the Rust target (rustup), mingw-w64 and nsis (apt-get, with
# sudo when not root) and cargo-packager. The installer is written to
# target/x86_64-pc-windows-gnu/release/sevenfold_<version>_x64-setup.exe.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Built as published, whatever lint settings the calling shell carries (CI's clippy wrapper).
unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS

target=x86_64-pc-windows-gnu
packager_version=0.11.8
probe=false
case "${1:-}" in
  "") ;;
  --probe) probe=true ;;
  *) echo "usage: bash packaging/windows/build.sh [--probe]" >&2; exit 2 ;;
esac

# The tools, installed the first time.
missing=()
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || missing+=(gcc-mingw-w64-x86-64)
command -v x86_64-w64-mingw32-windres >/dev/null 2>&1 || missing+=(binutils-mingw-w64-x86-64)
if ! ${probe}; then
  command -v makensis >/dev/null 2>&1 || missing+=(nsis)
fi
if ((${#missing[@]} > 0)); then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "the Windows build needs ${missing[*]}, and apt-get is not here to install them:" \
      "install MinGW-w64 and NSIS with your system's package manager first" >&2
    exit 1
  fi
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 ||
      { echo "the Windows build needs ${missing[*]}: not root and no sudo to install them" >&2; exit 1; }
    as_root=(sudo)
  fi
  echo "installing ${missing[*]} with apt-get"
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if ! rustup target list --installed | grep -qx "${target}"; then
  rustup target add "${target}"
fi

# Where cargo builds: `CARGO_TARGET_DIR`, a cargo configuration's `build.target-dir`, or target/.
target_dir=$(cargo metadata --no-deps --format-version 1 |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
[ -n "${target_dir}" ] || target_dir=target

# The .exe must carry the icon: Explorer, the taskbar and the installer's shortcuts show it.
check_icon() {
  local exe=$1 file_format headers resources
  [ -f "${exe}" ] || { echo "${exe} was not built" >&2; exit 1; }
  file_format=$(x86_64-w64-mingw32-objdump -f "${exe}" | sed -n 's/.*file format //p')
  [ "${file_format}" = "pei-x86-64" ] ||
    { echo "${exe} is not a 64-bit Windows program (${file_format})" >&2; exit 1; }
  headers=$(x86_64-w64-mingw32-objdump -h "${exe}")
  grep -q '\.rsrc' <<<"${headers}" ||
    { echo "${exe} has no resources: the icon was not embedded" >&2; exit 1; }
  # The resource types at the top of the tree (three spaces in): 3 is an icon image, 14 (0x0e)
  # the icon group Windows shows.
  # (The dump of a large program is megabytes: it goes to a file, and only its resource part
  # into the shell.)
  x86_64-w64-mingw32-objdump -p "${exe}" >"${exe}.objdump"
  resources=$(sed -n '/The .rsrc Resource Directory/,$p' "${exe}.objdump")
  rm -f "${exe}.objdump"
  grep -Eq '^[0-9a-f]+   Entry: ID: 0x00000e,' <<<"${resources}" ||
    { echo "${exe} has resources but no icon group" >&2; exit 1; }
  echo "-- ${exe}: a Windows program with its icon ($(du -h "${exe}" | cut -f1))"
}

if ${probe}; then
  # A program of a few lines whose build script embeds the icon exactly as Sevenfold's does.
  cargo build --locked --release --target "${target}" \
    --manifest-path packaging/windows/probe/Cargo.toml --target-dir "${target_dir}"
  check_icon "${target_dir}/${target}/release/sevenfold-icon-probe.exe"
  exit 0
fi

cargo build --locked --release --target "${target}" --bin sevenfold
exe_dir="${target_dir}/${target}/release"
check_icon "${exe_dir}/sevenfold.exe"

# The installer needs cargo-packager with its downloads (it fetches NSIS's plugins once), which
# the build CI installs for the .deb leaves out: this one is kept apart, beside the build.
tools="${target_dir}/windows-tools"
packager="${tools}/bin/cargo-packager"
if ! "${packager}" --version 2>/dev/null | grep -qx "cargo-packager ${packager_version}"; then
  # A debug build without debug info: it only runs makensis, and compiles twice as fast.
  CARGO_PROFILE_DEV_DEBUG=0 cargo install cargo-packager --locked --debug \
    --version "${packager_version}" --root "${tools}"
fi
# Packager.toml as it is, packing the .exe just built: its paths are read from its folder, so
# the copy sits beside it.
config=.windows-packager.toml
trap 'rm -f "${config}"' EXIT
sed -e 's|^before-packaging-command = .*|before-packaging-command = "true"|' \
  -e "s|^out-dir = .*|out-dir = \"${exe_dir}\"|" Packager.toml >"${config}"
grep -qx 'before-packaging-command = "true"' "${config}" ||
  { echo "Packager.toml has no before-packaging-command line for this script to replace" >&2; exit 1; }
if ! "${packager}" packager --formats nsis --target "${target}" --config "${config}" \
  --out-dir "${exe_dir}" --binaries-dir "${exe_dir}"; then
  # The usual cause: the first run fetches two NSIS plugins that Debian's nsis lacks
  # (ApplicationID.dll and nsis_tauri_utils.dll) from github.com, and keeps them in
  # ~/.cache/.cargo-packager/NSIS.
  echo "cargo-packager could not make the installer (see above). If it could not reach" \
    "github.com for NSIS's plugins, run the script where github.com can be reached once:" \
    "the plugins are kept in ~/.cache/.cargo-packager/NSIS for the runs after it." \
    "${exe_dir}/sevenfold.exe is built and carries its icon." >&2
  exit 1
fi
# cargo-packager names it after the main binary: sevenfold_<version>_x64-setup.exe.
setups=("${exe_dir}"/sevenfold_*_x64-setup.exe)
[ -f "${setups[0]}" ] || { echo "no installer in ${exe_dir}" >&2; exit 1; }
echo "-- the installer: ${setups[0]} ($(du -h "${setups[0]}" | cut -f1))"
