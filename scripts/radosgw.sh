#!/usr/bin/env bash
# A one-node Ceph cluster serving S3 through the RADOS Gateway, for tests and CI (issue 43).
#   scripts/radosgw.sh start DIR PORT   starts it (about 12 s): S3 on http://127.0.0.1:PORT, the monitor on
#                                       PORT+1, the daemons' own ports 20000 + (PORT % 1000) * 10 … +9; writes
#                                       DIR/s3.env (S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)
#   scripts/radosgw.sh stop DIR         stops its daemons and removes DIR
# Needs Debian's ceph-mon ceph-mgr ceph-osd radosgw ceph-common. Objects live in memory (memstore OSD):
# nothing survives a stop. cephx is required: radosgw never authenticates with `auth ... = none`.
set -euo pipefail

command=${1:?usage: radosgw.sh start DIR PORT | stop DIR}
dir=${2:?the cluster folder}

stop() {
  for pidfile in "$dir"/run/*.pid; do
    [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
  done
  sleep 1
  for pidfile in "$dir"/run/*.pid; do
    [ -f "$pidfile" ] && kill -9 "$(cat "$pidfile")" 2>/dev/null || true
  done
  rm -rf "$dir"
}

if [ "$command" = stop ]; then
  stop
  exit 0
fi

port=${3:?the S3 port}
mon_port=$((port + 1))
bind_min=$((20000 + (port % 1000) * 10))
rm -rf "$dir"
mkdir -p "$dir"/{run,log,mon/ceph-a,osd/ceph-0,mgr/ceph-a}
dir=$(cd "$dir" && pwd)
conf="$dir/ceph.conf"
keyring="$dir/keyring"
fsid=$(cat /proc/sys/kernel/random/uuid)
access_key=$(head -c 10 /dev/urandom | od -An -tx1 | tr -d ' \n' | tr a-f A-F)
secret_key=$(head -c 20 /dev/urandom | od -An -tx1 | tr -d ' \n')

cat >"$conf" <<CONF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mon_port
public addr = 127.0.0.1
ms bind ipv6 = false
ms bind port min = $bind_min
ms bind port max = $((bind_min + 9))
auth cluster required = cephx
auth service required = cephx
auth client required = cephx
keyring = $keyring
run dir = $dir/run
pid file = $dir/run/\$name.pid
admin socket = $dir/run/\$name.asok
log file = $dir/log/\$name.log
mon data = $dir/mon/\$cluster-\$id
osd data = $dir/osd/\$cluster-\$id
mgr data = $dir/mgr/\$cluster-\$id
osd objectstore = memstore
memstore device bytes = 2147483648
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
mgr initial modules = 
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:$port
rgw enable usage log = false
CONF

ceph-authtool --create-keyring "$keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
ceph-authtool "$keyring" --gen-key -n client.admin --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *' --cap mds 'allow *' >/dev/null
ceph-authtool "$keyring" --gen-key -n mgr.a --cap mon 'allow profile mgr' --cap osd 'allow *' --cap mds 'allow *' >/dev/null
ceph-authtool "$keyring" --gen-key -n osd.0 --cap mon 'allow profile osd' --cap mgr 'allow profile osd' --cap osd 'allow *' >/dev/null
ceph-authtool "$keyring" --gen-key -n client.rgw.a --cap mon 'allow rw' --cap osd 'allow rwx' --cap mgr 'allow rw' >/dev/null

monmaptool --create --fsid "$fsid" --add a "127.0.0.1:$mon_port" "$dir/monmap" >/dev/null
# The daemons' own chatter on start goes to the log folder with the rest.
exec 3>&2 2>>"$dir/log/start.log"
# A failed start says where and stops what it started.
trap 'echo "radosgw.sh: failed at line $LINENO:" >&3; tail -5 "$dir/log/start.log" >&3; stop' ERR
ceph-mon -c "$conf" --mkfs -i a --monmap "$dir/monmap" --keyring "$keyring"
ceph-mon -c "$conf" -i a
ceph="ceph -c $conf --connect-timeout 20"
$ceph auth import -i "$keyring"

osd_uuid=$(cat /proc/sys/kernel/random/uuid)
$ceph osd new "$osd_uuid" 0 >/dev/null
ceph-osd -c "$conf" -i 0 --mkfs --osd-uuid "$osd_uuid"
ceph-osd -c "$conf" -i 0
ceph-mgr -c "$conf" -i a
radosgw -c "$conf" -n client.rgw.a

for _ in $(seq 1 120); do
  if curl -fs -o /dev/null "http://127.0.0.1:$port/"; then break; fi
  sleep 0.5
done
exec 2>&3
curl -fs -o /dev/null "http://127.0.0.1:$port/" || {
  echo "radosgw did not answer on port $port" >&2
  tail -5 "$dir/log/client.rgw.a.log" >&2
  stop
  exit 1
}

radosgw-admin -c "$conf" user create --uid tests --display-name tests --access-key "$access_key" --secret "$secret_key" >/dev/null
cat >"$dir/s3.env" <<ENV
S3_ENDPOINT=http://127.0.0.1:$port
S3_REGION=us-east-1
S3_FORCE_PATH_STYLE=true
S3_ACCESS_KEY_ID=$access_key
S3_SECRET_ACCESS_KEY=$secret_key
ENV
echo "radosgw on http://127.0.0.1:$port ($dir/s3.env)"
