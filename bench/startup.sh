#!/usr/bin/env bash
# Start-up time, peak memory and idle CPU of a desktop program, measured in a private Xvfb.
#   bench/startup.sh [--runs N] -- COMMAND [ARGS...]
# Prints one line per run: seconds until a window of the process is mapped (viewable), peak resident
# memory (VmHWM, the largest in the process tree) after it has settled, and CPU use while nothing
# moves. Needs xvfb and xdotool: GM_WITH_DESKTOP_TOOLS=1 ./run.sh installs them. kpat needs a
# session bus: -- dbus-run-session -- /usr/games/kpat ...
set -u
for tool in Xvfb xdotool; do
  command -v "$tool" >/dev/null || { echo "$0: $tool is missing (GM_WITH_DESKTOP_TOOLS=1 ./run.sh installs it)" >&2; exit 2; }
done
runs=3
while [ $# -gt 0 ]; do case "$1" in --runs) runs=$2; shift 2;; --) shift; break;; *) break;; esac; done
[ $# -gt 0 ] || { sed -n 2,5p "$0" >&2; exit 2; }
disp=:$(( 500 + RANDOM % 300 ))
Xvfb $disp -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xpid=$!
trap 'kill $xpid 2>/dev/null' EXIT
sleep 0.5
export DISPLAY=$disp XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
chmod 700 "$XDG_RUNTIME_DIR"
ticks=$(getconf CLK_TCK)
# The process and its descendants (a launcher such as dbus-run-session starts the real program).
tree() { local p=$1; echo "$p"; for c in $(pgrep -P "$p"); do tree "$c"; done; }
sum_cpu() { local t=0; for p in $(tree "$1"); do t=$((t + $(awk '{print $14+$15}' /proc/$p/stat 2>/dev/null || echo 0))); done; echo $t; }
max_hwm() { local m=0 v; for p in $(tree "$1"); do v=$(awk '/VmHWM/ {print $2}' /proc/$p/status 2>/dev/null); [ -n "$v" ] && [ "$v" -gt "$m" ] && m=$v; done; echo $m; }
for r in $(seq 1 "$runs"); do
  start=$(date +%s.%N)
  "$@" >"${TMPDIR:-/tmp}/startup-run-$r.log" 2>&1 & apid=$!
  mapped=""
  for _ in $(seq 1 1000); do
    for p in $(tree $apid); do
      if xdotool search --onlyvisible --pid "$p" >/dev/null 2>&1; then mapped=$(date +%s.%N); break 2; fi
    done
    sleep 0.005
  done
  sleep 3
  cpu0=$(sum_cpu $apid)
  sleep 5
  cpu1=$(sum_cpu $apid)
  hwm=$(max_hwm $apid)
  pkill -P $apid 2>/dev/null; kill $apid 2>/dev/null; wait $apid 2>/dev/null
  if [ -z "$mapped" ]; then echo "run $r: no window mapped within 5 s"; continue; fi
  awk -v s="$start" -v m="$mapped" -v h="$hwm" -v c0="$cpu0" -v c1="$cpu1" -v t="$ticks" -v r="$r" \
    'BEGIN { printf "run %d: mapped %.3f s, peak RSS %.1f MiB, idle CPU %.1f %%\n", r, m - s, h / 1024, 100 * (c1 - c0) / t / 5 }'
done
