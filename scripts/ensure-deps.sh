#!/usr/bin/env bash
# Installs, through apt, the system packages sous needs and are missing.
#   scripts/ensure-deps.sh         what building and running needs (libedit-dev, libjpeg, libcurl's headers, pkg-config)
#   scripts/ensure-deps.sh test    also what the tests need (tmux, python3, strace, man-db)
#   scripts/ensure-deps.sh bench   also what make bench needs (python3 with venv, for the peer client)
set -euo pipefail

need_pkgs=()
pkg-config --exists libedit 2>/dev/null || need_pkgs+=(libedit-dev)
# libjpeg-turbo decodes favorites' pictures for img (Debian's name; Ubuntu's is libjpeg-turbo8-dev).
if ! pkg-config --exists libjpeg 2>/dev/null; then
    if apt-cache show libjpeg62-turbo-dev >/dev/null 2>&1; then need_pkgs+=(libjpeg62-turbo-dev); else need_pkgs+=(libjpeg-turbo8-dev); fi
fi
# libcurl's headers only: sous loads libcurl.so.4 (the OpenSSL build) with dlopen at the first request.
# They also let the static Swift runtime's Foundation link (--static-swift-stdlib).
pkg-config --exists libcurl 2>/dev/null || need_pkgs+=(libcurl4-openssl-dev)
# libxml2's headers only: sous loads libxml2.so.2 with dlopen at the first page import.
[ -f /usr/include/libxml2/libxml/HTMLparser.h ] || need_pkgs+=(libxml2-dev)
command -v pkg-config >/dev/null 2>&1 || need_pkgs+=(pkg-config)
if [ "${1:-}" = "test" ] || [ "${1:-}" = "bench" ]; then
    command -v tmux >/dev/null 2>&1 || need_pkgs+=(tmux)
    command -v python3 >/dev/null 2>&1 || need_pkgs+=(python3)
    command -v script >/dev/null 2>&1 || need_pkgs+=(bsdutils)
    # The manual page test renders man/sous.1 with man -l (man-db brings groff).
    command -v man >/dev/null 2>&1 || need_pkgs+=(man-db)
    # The transport tests check with strace that sous starts without opening libcurl.
    command -v strace >/dev/null 2>&1 || need_pkgs+=(strace)
fi
if [ "${1:-}" = "bench" ]; then
    # bench/bench.py times processes itself; it needs venv (and pip) to install the peer, py-mealdb.
    python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || need_pkgs+=(python3-venv)
fi

[ ${#need_pkgs[@]} -eq 0 ] && exit 0

echo "sous: installing ${need_pkgs[*]} through apt" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "sous: please install ${need_pkgs[*]} (apt-get install ${need_pkgs[*]})" >&2; exit 1; }
    sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq >/dev/null || true
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" >/dev/null
