# Sourced by the browser steps: installs Debian's chromium and chromium-driver when they are
# missing and exports CHROMIUM and CHROMEDRIVER (which the caller may have set already).
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  sudo=""
  [[ "$(id -u)" != 0 ]] && sudo="sudo"
  $sudo apt-get update
  $sudo apt-get install -y chromium chromium-driver
fi
export CHROMIUM="${CHROMIUM:-$(command -v chromium)}"
export CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}"
