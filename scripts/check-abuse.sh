#!/bin/bash
# docs/abuse.md: the abuse checks (run from the repository root: bash scripts/check-abuse.sh) against the running local stack with the normal limits
# (start it without RATE_LIMIT_MAX: `npm start`). Hosting emulator :5000 -> Functions emulator.
set -u
H=http://127.0.0.1:5000
OUTBOX=.local/outbox
E="target-$RANDOM$RANDOM@example.net"
NAME='Claim your prize at prize.example'
TEXT='Wire 500 dollars to claim.example now'
SLOT=$(npx tsx -e "import {availability} from './src/domain/booking/slots'; const s=availability(new Date()).flatMap(d=>d.slots); console.log(s[Math.floor(Math.random()*s.length)]!.toISOString())" 2>/dev/null)
post() { curl -s -o ${TMPDIR:-/tmp}/abuse-body.json -D ${TMPDIR:-/tmp}/abuse-headers.txt -w '%{http_code}' -X POST "$H/api/$1" -H 'Content-Type: application/json' "${@:3}" --data "$2"; }

echo "1. visitor copies (booking, contact, service request from $E):"
echo "   statuses: $(post sendBookingEmail "{\"name\":\"$NAME\",\"email\":\"$E\",\"datetime\":\"$SLOT\",\"purpose\":\"Other\",\"fillMs\":5000}") $(post contactEmail "{\"name\":\"$NAME\",\"email\":\"$E\",\"service\":\"seo\",\"message\":\"$TEXT\",\"fillMs\":5000}") $(post servicesEmail "{\"serviceType\":\"Graphic Design\",\"serviceCategory\":\"Creative & Content\",\"package\":\"Logo — \$99 — 3 concepts\",\"name\":\"$NAME\",\"email\":\"$E\",\"requirements\":\"$TEXT\",\"fillMs\":5000}")"
for f in $(grep -l "$E" $OUTBOX/*.json); do
  to=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$f','utf8')).to.email)")
  hits=$(cat "$f" ${f%.json}-*.ics 2>/dev/null | grep -o -i -E 'prize|claim|wire 500' | wc -l)
  echo "   to $to: $hits occurrences of the visitor's text ($(basename "$f" | cut -c 37-80))"
done

echo "2. service request outside the catalogue: $(post servicesEmail '{"serviceType":"Cheap watches at spam.example","serviceCategory":"Marketing & Advertising","package":"Growth","name":"Grace","email":"grace@example.com","fillMs":5000}') $(cat ${TMPDIR:-/tmp}/abuse-body.json)"

echo "3. a new forged X-Forwarded-For on every contact request (RATE_LIMIT_MAX 5 per 10 min; one used in 1.):"
codes=""; for i in $(seq 1 6); do codes="$codes $(post contactEmail '{"name":""}' -H "X-Forwarded-For: 10.0.$i.$i, 203.0.113.$i, 66.102.8.$i")"; done
echo "   statuses:$codes; $(grep -i retry-after ${TMPDIR:-/tmp}/abuse-headers.txt | tr -d '\r'); $(cat ${TMPDIR:-/tmp}/abuse-body.json)"
