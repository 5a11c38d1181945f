#!/usr/bin/env bash
# What `make run` and `make test` need on a fresh Debian machine with only the Swift toolchain,
# installed when missing and left alone when present (a second run installs nothing):
#
#   Scripts/setup.sh system PACKAGE…   the Debian packages, with apt-get as root, with `sudo -n`
#                                      otherwise; if neither can, the one command to run, exit 1
#   Scripts/setup.sh python VENV MOD…  a virtual environment at VENV (under .build/) whose python3
#                                      imports the PyPI modules MOD… (PACKAGE=MODULE where the import
#                                      name differs: pillow=PIL); never the system Python
set -euo pipefail

system() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  ((${#missing[@]})) || return 0
  local run=()
  if [ "$(id -u)" -eq 0 ]; then
    run=()
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run=(sudo -n)
  else
    echo "setup: Flipbook needs these Debian packages: ${missing[*]}" >&2
    echo "setup: install them with:  sudo apt-get install ${missing[*]}   and run make again." >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${run[@]}" apt-get update -qq
  "${run[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

python() {
  local venv=$1; shift
  local imports packages=() names=() spec
  for spec in "$@"; do packages+=("${spec%%=*}"); names+=("${spec##*=}"); done
  set -- "${packages[@]}"
  imports=$(IFS=,; echo "${names[*]}")
  if [ -x "$venv/bin/python3" ] && "$venv/bin/python3" -c "import $imports" >/dev/null 2>&1; then return 0; fi
  echo "setup: installing $* into $venv (the tests' own Python; the system's is left alone)"
  python3 -m venv "$venv"
  "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check "$@"
  "$venv/bin/python3" -c "import $imports" || { echo "setup: $venv still cannot import $*" >&2; exit 1; }
}

what=${1:?usage: $0 system PACKAGE… | python VENV MODULE…}
shift
case "$what" in
  system) system "$@" ;;
  python) python "$@" ;;
  *) echo "usage: $0 system PACKAGE… | python VENV MODULE…" >&2; exit 64 ;;
esac
