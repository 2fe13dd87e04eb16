#!/usr/bin/env bash
# -----------------------------------------------------------------------------
# Learn Academy – media asset generator
#
# Regenerates every local image / video asset of the site plus public/teachers.json
# from hand-written SVG (vector art is rasterised, then compressed).
#
# Required Debian 12 (bookworm) packages:
#   apt-get update
#   apt-get install -y librsvg2-bin webp ffmpeg imagemagick fonts-dejavu-core fonts-liberation
#     librsvg2-bin      -> rsvg-convert (SVG -> PNG)
#     webp              -> cwebp        (PNG -> WebP)
#     ffmpeg            -> welcome.mp4 (libx264) / welcome.webm (libvpx-vp9), ffprobe
#     imagemagick       -> identify     (size report at the end)
#     fonts-dejavu-core -> DejaVu Sans / Sans Mono used for all rasterised text
#     fonts-liberation  -> Liberation Sans, outlined in the payment badges (paymentBadges.mjs)
#
# Usage:   bash scripts/media/generate.sh            (from anywhere)
# Output:  public/images/**, public/media/*, public/teachers.json
# The script is idempotent: every run overwrites the same files with the same content.
# Brand palette: #1d4ed8 (blue) #0f172a (dark) #f59e0b (amber) #ffffff (white)
# -----------------------------------------------------------------------------
set -euo pipefail

for bin in rsvg-convert cwebp ffmpeg ffprobe identify; do
  command -v "$bin" >/dev/null 2>&1 || { echo "missing '$bin' – see package list at top of $0" >&2; exit 1; }
done
[[ "$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null)" == *DejaVuSans-Bold* ]] || { echo "missing fonts-dejavu-core" >&2; exit 1; }

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PUB="$ROOT/public"
IMG="$PUB/images"
MEDIA="$PUB/media"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$IMG/courses" "$IMG/hero" "$IMG/testimonials" "$IMG/instructors" "$MEDIA"

FONT="DejaVu Sans"
MONO="DejaVu Sans Mono"
BLUE="#1d4ed8"; DARK="#0f172a"; AMBER="#f59e0b"; LIGHT="#93c5fd"; NAVY="#1e3a8a"

# svg2webp <svg file> <out.webp> <width> <height> [quality]
svg2webp() {
  local png="$TMP/render-$$.png"
  rsvg-convert -w "$3" -h "$4" -o "$png" "$1"
  cwebp -quiet -q "${5:-75}" -m 6 -sharp_yuv -metadata none "$png" -o "$2"
  rm -f "$png"
}

# =============================================================================
# 8. Logo + favicon (hand written SVG, 40x40 viewBox, works on dark and light)
# =============================================================================
LOGO_MARK='<rect width="40" height="40" rx="10" fill="#1d4ed8"/>
  <path d="M19 12.6C15.6 10.7 11.6 10.2 7.5 10.6v16.9c4.1-.4 8.1.1 11.5 2z" fill="#fff"/>
  <path d="M21 12.6c3.4-1.9 7.4-2.4 11.5-2v16.9c-4.1-.4-8.1.1-11.5 2z" fill="#fff" fill-opacity=".82"/>
  <path d="M25.5 11.1v7.4l2.1-1.6 2.1 1.6v-7.9z" fill="#f59e0b"/>'
cat >"$IMG/logo.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img" aria-label="Learn Academy">
  <title>Learn Academy</title>
  ${LOGO_MARK}
</svg>
EOF
# The favicon is a PNG: Chromium renders an SVG icon as a document on the page's main thread.
rsvg-convert -w 32 -h 32 -o "$PUB/favicon.png" "$IMG/logo.svg"

# =============================================================================
# 7. Payment methods badge row (SVG, 300x40): scripts/media/paymentBadges.mjs writes it, the
#    names as outlines of Liberation Sans Bold.
# =============================================================================
# opentype.js reads the fonts (fonts-liberation): installed for this one run beside a copy of the
# script, whose imports resolve from where it is.
mkdir -p "$TMP/badges"
npm install --prefix "$TMP/badges" --no-save --no-audit --no-fund --silent opentype.js@2.0.0
cp "$ROOT/scripts/media/paymentBadges.mjs" "$TMP/badges/"
node "$TMP/badges/paymentBadges.mjs" "$IMG/payment-methods.svg"

# =============================================================================
# 1. Course cards 640x400 (+ 320x200 srcset variant)
# =============================================================================
# Flat illustrations, each drawn inside a 220x220 box.
course_icon() {
  case "$1" in
  data)   cat <<'EOF'
<rect x="4" y="14" width="212" height="170" rx="18" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>
<g stroke="#fff" stroke-opacity=".18" stroke-width="2"><path d="M28 60H192M28 100H192M28 140H192"/></g>
<rect x="34" y="108" width="26" height="56" rx="6" fill="#93c5fd"/>
<rect x="74" y="82" width="26" height="82" rx="6" fill="#fff"/>
<rect x="114" y="98" width="26" height="66" rx="6" fill="#93c5fd"/>
<rect x="154" y="52" width="26" height="112" rx="6" fill="#f59e0b"/>
<polyline points="47,84 87,56 127,72 167,30" fill="none" stroke="#f59e0b" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<g fill="#0f172a" stroke="#f59e0b" stroke-width="4"><circle cx="47" cy="84" r="7"/><circle cx="87" cy="56" r="7"/><circle cx="127" cy="72" r="7"/><circle cx="167" cy="30" r="7"/></g>
<circle cx="196" cy="188" r="30" fill="#0f172a"/>
<circle cx="196" cy="188" r="20" fill="none" stroke="#93c5fd" stroke-width="10"/>
<circle cx="196" cy="188" r="20" fill="none" stroke="#f59e0b" stroke-width="10" stroke-dasharray="42 200" transform="rotate(-90 196 188)"/>
EOF
  ;;
  ml)     cat <<'EOF'
<rect x="4" y="10" width="200" height="180" rx="18" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>
<path d="M24 170 L186 34" stroke="#fff" stroke-width="3" stroke-dasharray="9 8" stroke-linecap="round"/>
<g fill="#fff"><circle cx="40" cy="90" r="8"/><circle cx="62" cy="120" r="8"/><circle cx="36" cy="140" r="8"/><circle cx="84" cy="150" r="8"/><circle cx="70" cy="82" r="8"/><circle cx="104" cy="168" r="8"/><circle cx="50" cy="60" r="8"/></g>
<g fill="#f59e0b"><path d="M150 118l9 15h-18z"/><path d="M170 80l9 15h-18z"/><path d="M130 150l9 15h-18z"/><path d="M180 130l9 15h-18z"/><path d="M140 80l9 15h-18z"/><path d="M160 150l9 15h-18z"/><path d="M120 110l9 15h-18z"/></g>
<g transform="translate(186 178)"><circle r="26" fill="#0f172a"/><circle r="17" fill="none" stroke="#93c5fd" stroke-width="9" stroke-dasharray="6.7 4.4"/><circle r="12" fill="#93c5fd"/><circle r="5" fill="#0f172a"/></g>
EOF
  ;;
  dl)     cat <<'EOF'
<g stroke="#fff" stroke-opacity=".35" stroke-width="2.5">
<path d="M28 56L110 32M28 56L110 84M28 56L110 136M28 56L110 188M28 110L110 32M28 110L110 84M28 110L110 136M28 110L110 188M28 164L110 32M28 164L110 84M28 164L110 136M28 164L110 188"/>
<path d="M110 32L192 82M110 84L192 82M110 136L192 82M110 188L192 82M110 32L192 140M110 84L192 140M110 136L192 140M110 188L192 140"/>
</g>
<path d="M28 110L110 84L192 82" fill="none" stroke="#f59e0b" stroke-width="4" stroke-linecap="round"/>
<g fill="#fff"><circle cx="28" cy="56" r="15"/><circle cx="28" cy="110" r="15"/><circle cx="28" cy="164" r="15"/></g>
<g fill="#93c5fd" stroke="#0f172a" stroke-width="3"><circle cx="110" cy="32" r="15"/><circle cx="110" cy="84" r="15" fill="#f59e0b"/><circle cx="110" cy="136" r="15"/><circle cx="110" cy="188" r="15"/></g>
<g fill="#0f172a" stroke="#fff" stroke-width="4"><circle cx="192" cy="82" r="17" stroke="#f59e0b"/><circle cx="192" cy="140" r="17"/></g>
EOF
  ;;
  ai)     cat <<'EOF'
<g stroke="#93c5fd" stroke-width="7" stroke-linecap="round">
<path d="M76 40V18M100 40V18M124 40V18M148 40V18M76 180V202M100 180V202M124 180V202M148 180V202"/>
<path d="M42 74H20M42 98H20M42 122H20M42 146H20M182 74H204M182 98H204M182 122H204M182 146H204"/>
</g>
<rect x="42" y="40" width="140" height="140" rx="22" fill="#0f172a" stroke="#93c5fd" stroke-width="5"/>
<rect x="64" y="62" width="96" height="96" rx="14" fill="#1d4ed8"/>
<text x="112" y="127" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#fff" text-anchor="middle">AI</text>
<circle cx="150" cy="74" r="5" fill="#f59e0b"/>
<path d="M204 8c2 10 6 14 16 16c-10 2-14 6-16 16c-2-10-6-14-16-16c10-2 14-6 16-16z" fill="#f59e0b"/>
<path d="M16 184c1.5 7 4 9.5 11 11c-7 1.5-9.5 4-11 11c-1.5-7-4-9.5-11-11c7-1.5 9.5-4 11-11z" fill="#fff"/>
EOF
  ;;
  iot)    cat <<'EOF'
<g stroke="#fff" stroke-opacity=".55" stroke-width="3" stroke-dasharray="6 7" fill="none"><path d="M110 118L34 44M110 118L190 50M110 118L40 184M110 118L186 184"/></g>
<g fill="none" stroke="#f59e0b" stroke-width="6" stroke-linecap="round"><path d="M84 80a38 38 0 0 1 52 0"/><path d="M70 64a58 58 0 0 1 80 0"/></g>
<circle cx="110" cy="118" r="30" fill="#fff"/><circle cx="110" cy="118" r="12" fill="#1d4ed8"/>
<g transform="translate(34 44)"><circle r="26" fill="#0f172a"/><path d="M0-14a10 10 0 0 1 6 18v5h-12v-5a10 10 0 0 1 6-18z" fill="#f59e0b"/><rect x="-5" y="11" width="10" height="4" rx="2" fill="#fff"/></g>
<g transform="translate(190 50)"><circle r="26" fill="#0f172a"/><rect x="-9" y="-15" width="18" height="30" rx="4" fill="#93c5fd"/><rect x="-5" y="-10" width="10" height="16" rx="1" fill="#0f172a"/></g>
<g transform="translate(40 184)"><circle r="26" fill="#0f172a"/><circle r="13" fill="none" stroke="#fff" stroke-width="4"/><path d="M0-7V0l5 4" stroke="#f59e0b" stroke-width="3" fill="none" stroke-linecap="round"/></g>
<g transform="translate(186 184)"><circle r="26" fill="#0f172a"/><rect x="-14" y="-10" width="28" height="20" rx="4" fill="#fff"/><circle cx="0" cy="0" r="5" fill="#1d4ed8"/></g>
EOF
  ;;
  web)    cat <<'EOF'
<rect x="6" y="20" width="208" height="160" rx="16" fill="#fff"/>
<path d="M6 36a16 16 0 0 1 16-16h176a16 16 0 0 1 16 16v14H6z" fill="#dbeafe"/>
<circle cx="26" cy="35" r="5" fill="#f59e0b"/><circle cx="42" cy="35" r="5" fill="#93c5fd"/><circle cx="58" cy="35" r="5" fill="#1d4ed8"/>
<rect x="76" y="29" width="120" height="12" rx="6" fill="#fff"/>
<text x="110" y="124" font-family="DejaVu Sans" font-weight="bold" font-size="54" fill="#1d4ed8" text-anchor="middle">&lt;/&gt;</text>
<rect x="30" y="146" width="70" height="9" rx="4.5" fill="#cbd5e1"/><rect x="108" y="146" width="44" height="9" rx="4.5" fill="#f59e0b"/><rect x="30" y="162" width="110" height="9" rx="4.5" fill="#e2e8f0"/>
<path d="M176 150l26 10-11 4 8 13-6 3-8-13-8 8z" fill="#0f172a" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
EOF
  ;;
  python) cat <<'EOF'
<rect x="4" y="16" width="212" height="170" rx="16" fill="#0f172a" stroke="#93c5fd" stroke-opacity=".5" stroke-width="2"/>
<path d="M4 32a16 16 0 0 1 16-16h180a16 16 0 0 1 16 16v10H4z" fill="#1e293b"/>
<circle cx="22" cy="29" r="5" fill="#f59e0b"/><circle cx="38" cy="29" r="5" fill="#93c5fd"/><circle cx="54" cy="29" r="5" fill="#fff" fill-opacity=".6"/>
<g font-family="DejaVu Sans Mono" font-size="15" font-weight="bold" xml:space="preserve">
<text x="18" y="72" fill="#f59e0b">&gt;&gt;&gt;<tspan fill="#fff"> def learn():</tspan></text>
<text x="18" y="96" fill="#64748b">...<tspan fill="#93c5fd">   return 42</tspan></text>
<text x="18" y="120" fill="#f59e0b">&gt;&gt;&gt;<tspan fill="#fff"> learn()</tspan></text>
<text x="18" y="144" fill="#93c5fd">42</text>
<text x="18" y="168" fill="#f59e0b">&gt;&gt;&gt;</text>
</g>
<rect x="56" y="156" width="10" height="16" fill="#fff"/>
EOF
  ;;
  writing) cat <<'EOF'
<g transform="rotate(-6 100 110)">
<rect x="30" y="14" width="140" height="186" rx="10" fill="#0f172a" fill-opacity=".35"/>
<rect x="24" y="8" width="140" height="186" rx="10" fill="#fff"/>
<rect x="44" y="32" width="76" height="12" rx="6" fill="#1d4ed8"/>
<g fill="#cbd5e1"><rect x="44" y="60" width="100" height="7" rx="3.5"/><rect x="44" y="76" width="92" height="7" rx="3.5"/><rect x="44" y="92" width="100" height="7" rx="3.5"/><rect x="44" y="108" width="70" height="7" rx="3.5"/><rect x="44" y="132" width="100" height="7" rx="3.5"/><rect x="44" y="148" width="84" height="7" rx="3.5"/></g>
<rect x="44" y="170" width="40" height="7" rx="3.5" fill="#f59e0b"/>
</g>
<g transform="rotate(38 160 120)"><rect x="150" y="30" width="22" height="140" rx="5" fill="#f59e0b"/><rect x="150" y="30" width="22" height="22" rx="5" fill="#0f172a"/><path d="M150 170h22l-11 24z" fill="#fde68a"/><path d="M157 186h8l-4 8z" fill="#0f172a"/></g>
<circle cx="190" cy="30" r="26" fill="#f59e0b"/><text x="190" y="39" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="#0f172a" text-anchor="middle">A+</text>
EOF
  ;;
  calc)   cat <<'EOF'
<rect x="4" y="10" width="212" height="190" rx="18" fill="#fff" fill-opacity=".1" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>
<path d="M82 170 C 100 150 110 110 128 96 C 140 86 150 84 162 80 L162 170Z" fill="#f59e0b" fill-opacity=".75"/>
<path d="M34 176H200M40 182V28" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
<path d="M44 160 C 70 160 78 130 100 120 C 130 106 120 60 160 76 C 180 84 186 60 196 46" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<path d="M82 176V148M162 176V80" stroke="#fff" stroke-width="2" stroke-dasharray="5 5"/>
<text x="60" y="76" font-family="DejaVu Serif" font-style="italic" font-size="50" fill="#93c5fd" text-anchor="middle">∫</text>
<text x="100" y="58" font-family="DejaVu Serif" font-style="italic" font-size="22" fill="#fff">f(x)dx</text>
EOF
  ;;
  marketing) cat <<'EOF'
<g transform="rotate(-14 110 110)">
<path d="M40 88h30l80-46v136l-80-46H40a14 14 0 0 1-14-14V102a14 14 0 0 1 14-14z" fill="#fff"/>
<path d="M70 88l80-46v136l-80-46z" fill="#dbeafe"/>
<rect x="150" y="36" width="18" height="148" rx="9" fill="#f59e0b"/>
<path d="M50 132h28l10 50a8 8 0 0 1-8 9h-10a8 8 0 0 1-8-7z" fill="#93c5fd"/>
</g>
<g fill="none" stroke="#f59e0b" stroke-width="6" stroke-linecap="round"><path d="M190 60l20-14M196 100h24M190 140l20 14"/></g>
<g transform="translate(6 6)"><rect width="64" height="46" rx="10" fill="#0f172a"/><polyline points="12,34 26,22 36,28 52,12" fill="none" stroke="#f59e0b" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></g>
EOF
  ;;
  seo)    cat <<'EOF'
<rect x="4" y="14" width="190" height="44" rx="22" fill="#fff"/>
<rect x="24" y="31" width="88" height="10" rx="5" fill="#cbd5e1"/>
<g fill="#fff" fill-opacity=".16"><rect x="4" y="76" width="150" height="34" rx="10"/><rect x="4" y="118" width="150" height="34" rx="10"/><rect x="4" y="160" width="150" height="34" rx="10"/></g>
<rect x="4" y="76" width="150" height="34" rx="10" fill="#f59e0b"/>
<g font-family="DejaVu Sans" font-weight="bold" font-size="16"><text x="16" y="99" fill="#0f172a">1</text><text x="16" y="141" fill="#fff">2</text><text x="16" y="183" fill="#fff">3</text></g>
<rect x="38" y="88" width="90" height="10" rx="5" fill="#0f172a" fill-opacity=".75"/>
<g fill="#fff" fill-opacity=".6"><rect x="38" y="130" width="76" height="10" rx="5"/><rect x="38" y="172" width="96" height="10" rx="5"/></g>
<circle cx="158" cy="110" r="40" fill="#1d4ed8" fill-opacity=".35" stroke="#fff" stroke-width="12"/>
<path d="M186 140l26 26" stroke="#fff" stroke-width="16" stroke-linecap="round"/>
<path d="M190 144l22 22" stroke="#f59e0b" stroke-width="8" stroke-linecap="round"/>
<path d="M142 96a20 20 0 0 1 20-8" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>
EOF
  ;;
  social) cat <<'EOF'
<path d="M20 24h120a16 16 0 0 1 16 16v64a16 16 0 0 1-16 16H66l-30 24v-24H20a16 16 0 0 1-16-16V40a16 16 0 0 1 16-16z" fill="#fff"/>
<path d="M80 60c-5-12-26-10-24 6c2 12 24 26 24 26s22-14 24-26c2-16-19-18-24-6z" fill="#f59e0b"/>
<path d="M200 88H96a16 16 0 0 0-16 16v52a16 16 0 0 0 16 16h70l28 22v-22h6a16 16 0 0 0 16-16v-52a16 16 0 0 0-16-16z" fill="#0f172a"/>
<g fill="#93c5fd"><circle cx="120" cy="130" r="7"/><circle cx="148" cy="130" r="7"/><circle cx="176" cy="130" r="7"/></g>
<circle cx="180" cy="30" r="22" fill="#f59e0b" stroke="#fff" stroke-width="4"/>
<text x="180" y="38" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="#0f172a" text-anchor="middle">3</text>
EOF
  ;;
  content) cat <<'EOF'
<rect x="52" y="6" width="130" height="170" rx="14" fill="#fff" fill-opacity=".25" transform="rotate(10 117 91)"/>
<rect x="30" y="20" width="140" height="180" rx="14" fill="#fff"/>
<rect x="44" y="34" width="112" height="70" rx="8" fill="#dbeafe"/>
<circle cx="130" cy="54" r="10" fill="#f59e0b"/>
<path d="M44 104l34-36 24 24 14-12 40 24z" fill="#1d4ed8"/>
<rect x="44" y="118" width="100" height="10" rx="5" fill="#0f172a"/>
<g fill="#cbd5e1"><rect x="44" y="138" width="112" height="7" rx="3.5"/><rect x="44" y="152" width="96" height="7" rx="3.5"/><rect x="44" y="166" width="104" height="7" rx="3.5"/></g>
<g transform="rotate(40 190 150)"><rect x="180" y="80" width="20" height="100" rx="4" fill="#f59e0b"/><path d="M180 180h20l-10 22z" fill="#fde68a"/><rect x="180" y="80" width="20" height="14" rx="4" fill="#0f172a"/></g>
EOF
  ;;
  freelance) cat <<'EOF'
<rect x="20" y="34" width="160" height="108" rx="10" fill="#0f172a" stroke="#fff" stroke-width="6"/>
<path d="M4 148h192l-10 20H14z" fill="#fff"/><rect x="80" y="148" width="40" height="6" rx="3" fill="#cbd5e1"/>
<rect x="38" y="52" width="56" height="10" rx="5" fill="#f59e0b"/>
<g fill="#93c5fd" fill-opacity=".8"><rect x="38" y="72" width="124" height="8" rx="4"/><rect x="38" y="88" width="100" height="8" rx="4"/><rect x="38" y="104" width="112" height="8" rx="4"/></g>
<rect x="120" y="118" width="42" height="14" rx="7" fill="#1d4ed8"/>
<path d="M176 134h36v40a18 18 0 0 1-18 18h0a18 18 0 0 1-18-18z" fill="#f59e0b"/>
<path d="M212 144a12 12 0 0 1 0 24" fill="none" stroke="#f59e0b" stroke-width="6"/>
<g fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-opacity=".8"><path d="M186 122c-4-6 4-10 0-16M200 122c-4-6 4-10 0-16"/></g>
EOF
  ;;
  upwork) cat <<'EOF'
<g fill="#fff" fill-opacity=".22"><rect x="4" y="150" width="44" height="50" rx="6"/><rect x="54" y="120" width="44" height="80" rx="6"/><rect x="104" y="90" width="44" height="110" rx="6"/></g>
<rect x="154" y="58" width="44" height="142" rx="6" fill="#fff"/>
<path d="M14 136L64 104L114 76L164 36" fill="none" stroke="#f59e0b" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M148 30l26-6-6 26z" fill="#f59e0b"/>
<g transform="translate(60 46)">
<path d="M-16 16l-10 36 14-7 8 12 8-30zM16 16l10 36-14-7-8 12-8-30z" fill="#93c5fd"/>
<circle r="32" fill="#f59e0b"/><circle r="24" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>
<path d="M0-14l4.1 8.4 9.3 1.3-6.7 6.6 1.6 9.2L0 7.2l-8.3 4.3 1.6-9.2-6.7-6.6 9.3-1.3z" fill="#fff"/>
</g>
EOF
  ;;
  design) cat <<'EOF'
<circle cx="62" cy="150" r="42" fill="#93c5fd" fill-opacity=".9"/><circle cx="112" cy="150" r="42" fill="#f59e0b" fill-opacity=".8"/><circle cx="87" cy="108" r="42" fill="#fff" fill-opacity=".55"/>
<path d="M24 60 C 70 -10 150 100 200 34" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<path d="M24 60L70 18M200 34L160 72" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>
<g fill="#0f172a" stroke="#fff" stroke-width="3"><rect x="17" y="53" width="14" height="14"/><rect x="193" y="27" width="14" height="14"/></g>
<g fill="#f59e0b"><circle cx="70" cy="18" r="6"/><circle cx="160" cy="72" r="6"/></g>
<g transform="translate(176 132) rotate(-30)"><path d="M0-34l20 28-8 40h-24l-8-40z" fill="#fff"/><circle cy="-2" r="6" fill="#1d4ed8"/><path d="M0 4v-36" stroke="#1d4ed8" stroke-width="2"/><rect x="-14" y="36" width="28" height="14" rx="3" fill="#f59e0b"/></g>
EOF
  ;;
  esac
}

# background patterns (id, defs) — keyed by number so neighbouring cards differ
card_pattern() {
  case "$1" in
  0) echo '<pattern id="pat" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="#fff" fill-opacity=".14"/></pattern>' ;;
  1) echo '<pattern id="pat" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="1.5"/></pattern>' ;;
  2) echo '<pattern id="pat" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0V18" stroke="#fff" stroke-opacity=".06" stroke-width="6"/></pattern>' ;;
  3) echo '<pattern id="pat" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M20 14v12M14 20h12" stroke="#fff" stroke-opacity=".12" stroke-width="2" stroke-linecap="round"/></pattern>' ;;
  esac
}

# slug|category|title line 1|title line 2|icon|gradient from|gradient to
COURSES=(
  "data-science|DATA SCIENCE|Data Science||data|#0f172a|#1d4ed8"
  "machine-learning|ARTIFICIAL INTELLIGENCE|Machine|Learning|ml|#1e3a8a|#2563eb"
  "deep-learning|ARTIFICIAL INTELLIGENCE|Deep Learning||dl|#0f172a|#1e40af"
  "artificial-intelligence|ARTIFICIAL INTELLIGENCE|Artificial|Intelligence|ai|#1d4ed8|#172554"
  "iot-fundamentals|TECHNOLOGY|IoT|Fundamentals|iot|#0c4a6e|#1d4ed8"
  "web-development|DEVELOPMENT|Web|Development|web|#1e40af|#0f172a"
  "python-programming|DEVELOPMENT|Python|Programming|python|#2563eb|#1e3a8a"
  "academic-writing|ACADEMICS|Academic|Writing|writing|#172554|#1d4ed8"
  "calculus|ACADEMICS|Calculus||calc|#1e3a8a|#0f172a"
  "digital-marketing|MARKETING|Digital|Marketing|marketing|#1d4ed8|#312e81"
  "seo-essentials|MARKETING|SEO Essentials||seo|#0f172a|#2563eb"
  "social-media|MARKETING|Social Media||social|#1e40af|#3b82f6"
  "content-marketing|MARKETING|Content|Marketing|content|#312e81|#1d4ed8"
  "freelancing-101|FREELANCING|Freelancing 101||freelance|#0f172a|#1e40af"
  "upwork-mastery|FREELANCING|Upwork Mastery||upwork|#1e3a8a|#1d4ed8"
  "graphic-design|DESIGN|Graphic Design||design|#1d4ed8|#0f172a"
)

# approximate advance width (px) of an upper-case DejaVu Sans Bold label: text_width <text> <font px> <letter spacing>
text_width() {
  awk -v s="$1" -v fs="$2" -v ls="$3" 'BEGIN{
    split("A .77 B .76 C .73 D .83 E .68 F .68 G .82 H .84 I .37 J .37 K .78 L .64 M 1.0 N .84 O .85 P .73 Q .85 R .77 S .72 T .68 U .81 V .77 W 1.1 X .76 Y .72 Z .69", a, " ")
    for (k = 1; k < 52; k += 2) wd[a[k]] = a[k + 1]
    w = 0; for (k = 1; k <= length(s); k++) { c = substr(s, k, 1); w += (c in wd) ? wd[c] * fs : (c == " " ? .35 * fs : .7 * fs); w += ls }
    printf "%d\n", w + .5 }'
}

i=0
for row in "${COURSES[@]}"; do
  IFS='|' read -r slug cat l1 l2 icon c1 c2 <<<"$row"
  if [[ -n "$l2" ]]; then
    title="<text x=\"40\" y=\"300\">${l1}</text><text x=\"40\" y=\"352\">${l2}</text>"
  else
    title="<text x=\"40\" y=\"352\">${l1}</text>"
  fi
  pillw=$(text_width "$cat" 13 1); pillw=$(( pillw + 30 ))
  svg="$TMP/course-$slug.svg"
  cat >"$svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$c1"/><stop offset="1" stop-color="$c2"/></linearGradient>
  <radialGradient id="glow" cx="490" cy="150" r="220" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#60a5fa" stop-opacity=".45"/><stop offset="1" stop-color="#60a5fa" stop-opacity="0"/></radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="$DARK" stop-opacity="0"/><stop offset="1" stop-color="$DARK" stop-opacity=".6"/></linearGradient>
  $(card_pattern $((i % 4)))
</defs>
<rect width="640" height="400" fill="url(#bg)"/>
<rect width="640" height="400" fill="url(#pat)"/>
<rect width="640" height="400" fill="url(#glow)"/>
<circle cx="$(( 60 + (i * 37) % 200 ))" cy="150" r="130" fill="#fff" fill-opacity=".04"/>
<circle cx="620" cy="$(( 330 + (i * 23) % 60 ))" r="90" fill="none" stroke="$AMBER" stroke-opacity=".35" stroke-width="2"/>
<rect width="640" height="400" fill="url(#shade)"/>
<g transform="translate(384 34)">$(course_icon "$icon")</g>
<rect x="40" y="38" width="$pillw" height="30" rx="15" fill="$AMBER"/>
<text x="55" y="58" font-family="$FONT" font-weight="bold" font-size="13" letter-spacing="1" fill="$DARK">$cat</text>
<g font-family="$FONT" font-weight="bold" font-size="44" fill="#fff" letter-spacing="-0.5">$title</g>
<rect x="40" y="370" width="56" height="5" rx="2.5" fill="$AMBER"/>
</svg>
EOF
  svg2webp "$svg" "$IMG/courses/$slug.webp" 640 400 78
  svg2webp "$svg" "$IMG/courses/$slug-320.webp" 320 200 78
  i=$((i + 1))
done
echo "course cards: done"

# =============================================================================
# 3/4/5. Stylised people (testimonials, founder, instructors) – 160x160 viewBox
# =============================================================================
# person <svg out> <skin> <hair colour> <hair style> <shirt> <bg from> <bg to> [extras: glasses,beard,earrings,deco]
person() {
  local out=$1 skin=$2 hair=$3 style=$4 shirt=$5 b1=$6 b2=$7 extras=${8:-}
  local back="" front="" over="" deco="" hx=""
  case "$style" in
    short) front="<path d=\"M53 72C49 46 62 33 81 33C100 33 112 46 107 72C105 61 100 54 93 50C84 57 66 56 57 62C55 65 54 68 53 72Z\" fill=\"$hair\"/>" ;;
    side)  front="<path d=\"M53 74C49 44 64 32 82 32C100 33 112 46 107 74C104 62 100 54 96 49C86 50 72 46 64 42C60 52 56 60 53 74Z\" fill=\"$hair\"/><path d=\"M64 42C76 38 92 40 98 48\" stroke=\"#fff\" stroke-opacity=\".18\" stroke-width=\"2\" fill=\"none\"/>" ;;
    long)  back="<path d=\"M49 68C47 40 62 29 80 29C100 29 114 41 111 68L116 126C100 134 60 134 44 126Z\" fill=\"$hair\"/>"
           front="<path d=\"M53 76C49 44 64 32 82 32C100 33 111 46 107 76C104 62 96 50 84 45C76 56 64 64 53 76Z\" fill=\"$hair\"/>" ;;
    wavy)  back="<path d=\"M48 68C46 40 62 29 80 29C100 29 115 41 112 68C116 84 110 92 116 104C120 116 108 124 100 122L60 122C50 124 40 116 44 104C50 92 44 84 48 68Z\" fill=\"$hair\"/>"
           front="<path d=\"M53 78C48 44 64 31 81 31C100 31 112 44 107 78C104 64 100 56 94 50C88 58 70 60 60 56C56 62 54 70 53 78Z\" fill=\"$hair\"/>" ;;
    bun)   back="<circle cx=\"80\" cy=\"29\" r=\"14\" fill=\"$hair\"/>"
           front="<path d=\"M53 70C51 46 64 36 80 36C96 36 109 46 107 70C101 57 92 50 80 50C68 50 59 57 53 70Z\" fill=\"$hair\"/>" ;;
    curly) front="<g fill=\"$hair\"><circle cx=\"54\" cy=\"60\" r=\"11\"/><circle cx=\"58\" cy=\"45\" r=\"12\"/><circle cx=\"69\" cy=\"36\" r=\"12\"/><circle cx=\"82\" cy=\"32\" r=\"12\"/><circle cx=\"95\" cy=\"36\" r=\"12\"/><circle cx=\"104\" cy=\"46\" r=\"12\"/><circle cx=\"107\" cy=\"60\" r=\"11\"/><circle cx=\"52\" cy=\"73\" r=\"8\"/><circle cx=\"109\" cy=\"73\" r=\"8\"/><circle cx=\"70\" cy=\"48\" r=\"9\"/><circle cx=\"90\" cy=\"48\" r=\"9\"/></g>" ;;
    buzz)  front="<path d=\"M54 66C53 46 66 38 80 38C94 38 107 46 106 66C101 55 92 50 80 50C68 50 59 55 54 66Z\" fill=\"$hair\"/>" ;;
    hijab) back="<path d=\"M44 76C44 46 60 30 80 30C100 30 116 46 116 76C116 96 112 108 106 116L122 126C114 142 46 142 38 126L54 116C48 108 44 96 44 76Z\" fill=\"$hair\"/>"
           over="<path d=\"M56 64C58 48 68 40 80 40C92 40 102 48 104 64C97 54 89 50 80 50C71 50 63 54 56 64Z\" fill=\"#000\" fill-opacity=\".15\"/>" ;;
  esac
  [[ $extras == *beard* ]] && hx+="<path d=\"M54 74C54 96 66 105 80 105C94 105 106 96 106 74C103 83 97 88 91 89C86 85 74 85 69 89C63 88 57 83 54 74Z\" fill=\"$hair\"/><path d=\"M73 92Q80 96 87 92\" stroke=\"#fff\" stroke-opacity=\".55\" stroke-width=\"2.5\" fill=\"none\" stroke-linecap=\"round\"/>"
  [[ $extras == *glasses* ]] && hx+="<g fill=\"#fff\" fill-opacity=\".18\" stroke=\"$DARK\" stroke-width=\"2.5\"><circle cx=\"69\" cy=\"71\" r=\"9\"/><circle cx=\"91\" cy=\"71\" r=\"9\"/></g><path d=\"M78 70h4M60 70l-6-2M100 70l6-2\" stroke=\"$DARK\" stroke-width=\"2.5\"/>"
  [[ $extras == *earrings* ]] && hx+="<g fill=\"$AMBER\"><circle cx=\"54\" cy=\"82\" r=\"3\"/><circle cx=\"106\" cy=\"82\" r=\"3\"/></g>"
  [[ $extras == *deco* ]] && deco="<g fill=\"#fff\" fill-opacity=\".12\"><circle cx=\"20\" cy=\"20\" r=\"2\"/><circle cx=\"32\" cy=\"20\" r=\"2\"/><circle cx=\"44\" cy=\"20\" r=\"2\"/><circle cx=\"20\" cy=\"32\" r=\"2\"/><circle cx=\"32\" cy=\"32\" r=\"2\"/><circle cx=\"20\" cy=\"44\" r=\"2\"/></g><circle cx=\"132\" cy=\"34\" r=\"10\" fill=\"none\" stroke=\"$AMBER\" stroke-width=\"3\"/><path d=\"M14 120l10-10 10 10\" fill=\"none\" stroke=\"$AMBER\" stroke-opacity=\".8\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
  local mouth="<path d=\"M72 86Q80 93 88 86\" stroke=\"#7f1d1d\" stroke-opacity=\".8\" stroke-width=\"2.6\" fill=\"none\" stroke-linecap=\"round\"/>"
  [[ $extras == *beard* ]] && mouth=""
  cat >"$out" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="$b1"/><stop offset="1" stop-color="$b2"/></linearGradient></defs>
<rect width="160" height="160" fill="url(#bg)"/>
<circle cx="118" cy="40" r="56" fill="#fff" fill-opacity=".08"/>
$deco
$back
<rect x="69" y="86" width="22" height="30" rx="9" fill="$skin"/>
<rect x="69" y="86" width="22" height="30" rx="9" fill="#000" fill-opacity=".12"/>
<path d="M20 160C20 126 46 110 80 110C114 110 140 126 140 160Z" fill="$shirt"/>
<path d="M66 111L80 128L94 111C90 110 70 110 66 111Z" fill="#fff" fill-opacity=".85"/>
<path d="M66 111L80 128L73 134L61 114Z M94 111L80 128L87 134L99 114Z" fill="#000" fill-opacity=".12"/>
<circle cx="54" cy="73" r="6.5" fill="$skin"/><circle cx="106" cy="73" r="6.5" fill="$skin"/>
<ellipse cx="80" cy="69" rx="26" ry="30" fill="$skin"/>
$front
$over
<g fill="#f43f5e" fill-opacity=".16"><circle cx="63" cy="82" r="5"/><circle cx="97" cy="82" r="5"/></g>
<path d="M63 62q6-4 12 0M85 62q6-4 12 0" stroke="$DARK" stroke-opacity=".7" stroke-width="2.6" fill="none" stroke-linecap="round"/>
<g fill="$DARK"><circle cx="69" cy="71" r="3.2"/><circle cx="91" cy="71" r="3.2"/></g><g fill="#fff"><circle cx="70.2" cy="69.8" r="1.1"/><circle cx="92.2" cy="69.8" r="1.1"/></g>
<path d="M80 74q-3 6 0 7" stroke="#000" stroke-opacity=".18" stroke-width="2.2" fill="none" stroke-linecap="round"/>
$mouth
$hx
</svg>
EOF
}

# skin tones / hair colours
S1="#f6d2b8"; S2="#e8b48f"; S3="#c98e62"; S4="#a16a43"; S5="#7a4a2b"; S6="#5b3420"
H_BLACK="#1c1917"; H_BROWN="#5b3a24"; H_AUBURN="#9a3412"; H_BLOND="#d6a548"; H_GREY="#9ca3af"

# testimonials: file|skin|hair|style|shirt|bg1|bg2|extras
TESTIMONIALS=(
  "amelia-hart|$S1|$H_AUBURN|wavy|$BLUE|#dbeafe|#93c5fd|earrings"
  "rahul-verma|$S4|$H_BLACK|side|$DARK|#fef3c7|#fbbf24|beard"
  "sofia-martinez|$S3|$H_BROWN|curly|$AMBER|#bfdbfe|#60a5fa|earrings"
)
for row in "${TESTIMONIALS[@]}"; do
  IFS='|' read -r f sk hc st sh b1 b2 ex <<<"$row"
  person "$TMP/t-$f.svg" "$sk" "$hc" "$st" "$sh" "$b1" "$b2" "$ex"
  svg2webp "$TMP/t-$f.svg" "$IMG/testimonials/$f.webp" 160 160 80
done

# founder (480x480)
person "$TMP/founder.svg" "$S2" "$H_GREY" short "$DARK" "$BLUE" "$NAVY" "glasses,beard,deco"
svg2webp "$TMP/founder.svg" "$IMG/founder.webp" 480 480 78

# instructors: file|name|position|Location|skin|hair|style|shirt|bg1|bg2|extras
INSTRUCTORS=(
  "priya-nair|Dr. Priya Nair|Senior Instructor, Data Science|Bengaluru, India|$S3|$H_BLACK|long|$BLUE|#fef3c7|#fcd34d|earrings"
  "marcus-okafor|Marcus Okafor|Lead Instructor, Machine Learning|Lagos, Nigeria|$S6|$H_BLACK|buzz|$AMBER|#1d4ed8|#1e3a8a|"
  "elena-kovacs|Elena Kovács|Instructor, Deep Learning & AI|Budapest, Hungary|$S1|$H_BLOND|bun|$DARK|#bfdbfe|#60a5fa|"
  "kenji-tanaka|Kenji Tanaka|Senior Instructor, Web Development|Osaka, Japan|$S2|$H_BLACK|side|#334155|#fde68a|#f59e0b|glasses"
  "fatima-al-sayed|Fatima Al-Sayed|Instructor, Academic Writing|Dubai, United Arab Emirates|$S3|#1e40af|hijab|$DARK|#e0e7ff|#a5b4fc|"
  "daniel-brooks|Daniel Brooks|Senior Instructor, Mathematics|Toronto, Canada|$S1|$H_BROWN|short|$AMBER|#0f172a|#1d4ed8|beard"
  "lucia-fernandez|Lucía Fernández|Lead Instructor, Digital Marketing|Madrid, Spain|$S2|$H_BROWN|wavy|$BLUE|#fef3c7|#fbbf24|earrings"
  "samuel-mensah|Samuel Mensah|Instructor, Freelancing & Upwork|Accra, Ghana|$S5|$H_BLACK|curly|#0f766e|#dbeafe|#93c5fd|"
)
json="["
n=1
for row in "${INSTRUCTORS[@]}"; do
  IFS='|' read -r f name pos loc sk hc st sh b1 b2 ex <<<"$row"
  person "$TMP/i-$f.svg" "$sk" "$hc" "$st" "$sh" "$b1" "$b2" "$ex"
  svg2webp "$TMP/i-$f.svg" "$IMG/instructors/$f.webp" 160 160 80
  [[ $n -gt 1 ]] && json+=","
  json+=$'\n'"  {\"id\": $n, \"pic\": \"/images/instructors/$f.webp\", \"name\": \"$name\", \"position\": \"$pos\", \"Location\": \"$loc\"}"
  n=$((n + 1))
done
printf '%s\n]\n' "$json" >"$PUB/teachers.json"
echo "people: done"

# =============================================================================
# 2. Hero carousel backgrounds 1600x640 (+800x320). No headline text: the app
#    overlays it, so the left half is kept dark and calm.
# =============================================================================
HERO_DEFS='<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="#0b1224"/><stop offset=".38" stop-color="#0f172a"/><stop offset=".72" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
<radialGradient id="glow" cx="1180" cy="320" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3b82f6" stop-opacity=".55"/><stop offset="1" stop-color="#3b82f6" stop-opacity="0"/></radialGradient>
<radialGradient id="amberglow" cx="260" cy="640" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#f59e0b" stop-opacity=".16"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
<linearGradient id="left" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f172a" stop-opacity=".85"/><stop offset=".5" stop-color="#0f172a" stop-opacity=".35"/><stop offset=".62" stop-color="#0f172a" stop-opacity="0"/></linearGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.7" fill="#fff" fill-opacity=".13"/></pattern>
<linearGradient id="fadeR" x1="0" y1="0" x2="1" y2="0"><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>
<mask id="dotmask"><rect width="1600" height="640" fill="url(#fadeR)"/></mask>'
HERO_BASE='<rect width="1600" height="640" fill="url(#bg)"/>
<rect width="1600" height="640" fill="url(#dots)" mask="url(#dotmask)"/>
<rect width="1600" height="640" fill="url(#glow)"/>
<rect width="1600" height="640" fill="url(#amberglow)"/>
<rect width="1600" height="640" fill="url(#left)"/>'

# mini course card used as a floating element: mini_card x y rotation accent
mini_card() {
  cat <<EOF
<g transform="translate($1 $2) rotate($3)">
<rect x="4" y="8" width="190" height="150" rx="14" fill="#020617" fill-opacity=".35"/>
<rect width="190" height="150" rx="14" fill="#fff"/>
<path d="M0 14a14 14 0 0 1 14-14h162a14 14 0 0 1 14 14v62H0z" fill="$4"/>
<circle cx="95" cy="38" r="18" fill="#fff" fill-opacity=".95"/><path d="M89 29v18l15-9z" fill="$4"/>
<rect x="16" y="92" width="120" height="10" rx="5" fill="#0f172a"/>
<rect x="16" y="110" width="90" height="8" rx="4" fill="#cbd5e1"/>
<rect x="16" y="130" width="158" height="6" rx="3" fill="#e2e8f0"/><rect x="16" y="130" width="96" height="6" rx="3" fill="#f59e0b"/>
</g>
EOF
}

cat >"$TMP/hero-1.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
<defs>$HERO_DEFS
<radialGradient id="globe" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#1e3a8a"/></radialGradient>
<clipPath id="gclip"><circle cx="1180" cy="330" r="220"/></clipPath></defs>
$HERO_BASE
<circle cx="1180" cy="330" r="300" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="2"/>
<circle cx="1180" cy="330" r="380" fill="none" stroke="#fff" stroke-opacity=".05" stroke-width="2"/>
<circle cx="1180" cy="330" r="220" fill="url(#globe)"/>
<g clip-path="url(#gclip)" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2">
  <ellipse cx="1180" cy="330" rx="70" ry="220"/><ellipse cx="1180" cy="330" rx="145" ry="220"/><path d="M1180 110V550"/>
  <path d="M960 330H1400"/><ellipse cx="1180" cy="330" rx="220" ry="70"/><ellipse cx="1180" cy="330" rx="220" ry="150"/>
</g>
<g clip-path="url(#gclip)" fill="#93c5fd" fill-opacity=".35">
  <path d="M1040 220c40-30 90-20 110 10s-10 60 20 80-20 70-60 60-40-40-70-50-40-70 0-100z"/>
  <path d="M1230 180c50-20 110 0 130 40s-20 50-60 50-60 30-80 10 -30-80 10-100z"/>
  <path d="M1250 380c30-10 70 10 70 40s-30 70-60 60-40-90-10-100z"/>
</g>
<ellipse cx="1180" cy="330" rx="360" ry="96" fill="none" stroke="#f59e0b" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round" transform="rotate(-14 1180 330)"/>
<circle cx="1520" cy="250" r="9" fill="#f59e0b"/><circle cx="846" cy="414" r="6" fill="#fff"/>
$(mini_card 1330 60 8 "$BLUE")
$(mini_card 860 380 -7 "$AMBER")
<g transform="translate(1390 440)"><rect width="150" height="64" rx="32" fill="#fff"/><circle cx="32" cy="32" r="20" fill="#dbeafe"/><path d="M22 32l7 7 14-14" stroke="$BLUE" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="62" y="22" width="66" height="8" rx="4" fill="#0f172a"/><rect x="62" y="36" width="46" height="7" rx="3.5" fill="#cbd5e1"/></g>
<g transform="translate(930 110)"><path d="M0 18L46 0l46 18-46 18z" fill="#f59e0b"/><path d="M18 26v18c16 12 40 12 56 0V26L46 37z" fill="#fbbf24"/><path d="M86 20v26" stroke="#f59e0b" stroke-width="3"/><circle cx="86" cy="48" r="4" fill="#f59e0b"/></g>
</svg>
EOF

cat >"$TMP/hero-2.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
<defs>$HERO_DEFS
<pattern id="win" width="26" height="30" patternUnits="userSpaceOnUse"><rect x="6" y="8" width="12" height="14" rx="2" fill="#bfdbfe" fill-opacity=".4"/></pattern>
<pattern id="win2" width="26" height="30" patternUnits="userSpaceOnUse"><rect x="6" y="8" width="12" height="14" rx="2" fill="#fbbf24" fill-opacity=".85"/></pattern>
<linearGradient id="bld" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
<linearGradient id="bld2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e40af"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
$HERO_BASE
<g fill="url(#bld2)" fill-opacity=".8"><rect x="820" y="360" width="90" height="280"/><rect x="1480" y="300" width="120" height="340"/><rect x="1130" y="250" width="70" height="390"/></g>
<g><rect x="900" y="300" width="110" height="340" fill="url(#bld)"/><rect x="900" y="300" width="110" height="340" fill="url(#win)"/>
<rect x="1030" y="200" width="120" height="440" fill="url(#bld)"/><rect x="1030" y="200" width="120" height="440" fill="url(#win2)"/>
<path d="M1090 200v-60" stroke="#93c5fd" stroke-width="4"/><circle cx="1090" cy="136" r="6" fill="#f59e0b"/>
<rect x="1170" y="330" width="100" height="310" fill="url(#bld)"/><rect x="1170" y="330" width="100" height="310" fill="url(#win)"/>
<rect x="1290" y="140" width="130" height="500" fill="url(#bld)"/><rect x="1290" y="140" width="130" height="500" fill="url(#win)"/>
<path d="M1290 140l65-50 65 50z" fill="#1d4ed8"/>
<rect x="1440" y="380" width="100" height="260" fill="url(#bld)"/><rect x="1440" y="380" width="100" height="260" fill="url(#win2)"/></g>
<path d="M820 520 C 930 470 980 500 1060 400 S 1220 330 1280 250 S 1420 150 1520 70" fill="none" stroke="#f59e0b" stroke-width="8" stroke-linecap="round"/>
<path d="M1490 60l52-6-20 48z" fill="#f59e0b"/>
<g fill="#fff" stroke="#f59e0b" stroke-width="5"><circle cx="1060" cy="400" r="10"/><circle cx="1280" cy="250" r="10"/></g>
<g transform="translate(900 150)"><circle r="40" fill="none" stroke="#93c5fd" stroke-opacity=".8" stroke-width="16" stroke-dasharray="10.5 10.5"/><circle r="30" fill="#93c5fd" fill-opacity=".8"/><circle r="12" fill="#0f172a"/></g>
<g transform="translate(960 92)"><circle r="24" fill="none" stroke="#f59e0b" stroke-width="10" stroke-dasharray="6.3 6.3"/><circle r="18" fill="#f59e0b"/><circle r="7" fill="#0f172a"/></g>
<g font-family="$FONT" font-weight="bold" font-size="20">
<g transform="translate(1340 470)"><rect width="170" height="50" rx="25" fill="#fff"/><circle cx="26" cy="25" r="9" fill="#f59e0b"/><text x="46" y="32" fill="#0f172a">AI &amp; Data</text></g>
<g transform="translate(1420 216)"><rect width="150" height="50" rx="25" fill="#fff"/><circle cx="26" cy="25" r="9" fill="$BLUE"/><text x="46" y="32" fill="#0f172a">Cloud</text></g>
<g transform="translate(840 570)"><rect width="160" height="50" rx="25" fill="#0f172a" stroke="#93c5fd" stroke-opacity=".6" stroke-width="2"/><circle cx="26" cy="25" r="9" fill="#93c5fd"/><text x="46" y="32" fill="#fff">Design</text></g>
</g>
</svg>
EOF

cat >"$TMP/hero-3.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1600" height="640" viewBox="0 0 1600 640">
<defs>$HERO_DEFS
<clipPath id="main"><rect x="880" y="110" width="460" height="330" rx="18"/></clipPath>
<clipPath id="c1"><rect x="1360" y="110" width="170" height="102" rx="14"/></clipPath>
<clipPath id="c2"><rect x="1360" y="224" width="170" height="102" rx="14"/></clipPath>
<clipPath id="c3"><rect x="1360" y="338" width="170" height="102" rx="14"/></clipPath></defs>
$HERO_BASE
<rect x="850" y="80" width="710" height="460" rx="28" fill="#0f172a" fill-opacity=".55" stroke="#fff" stroke-opacity=".15" stroke-width="2"/>
<g clip-path="url(#main)"><image x="880" y="90" width="460" height="460" xlink:href="i-daniel-brooks.svg"/></g>
<g clip-path="url(#c1)"><image x="1360" y="76" width="170" height="170" xlink:href="t-amelia-hart.svg"/></g>
<g clip-path="url(#c2)"><image x="1360" y="190" width="170" height="170" xlink:href="t-rahul-verma.svg"/></g>
<g clip-path="url(#c3)"><image x="1360" y="304" width="170" height="170" xlink:href="t-sofia-martinez.svg"/></g>
<g transform="translate(904 130)"><rect width="92" height="34" rx="17" fill="#f59e0b"/><circle cx="20" cy="17" r="6" fill="#0f172a"/><text x="34" y="24" font-family="$FONT" font-weight="bold" font-size="17" fill="#0f172a">LIVE</text></g>
<g transform="translate(1020 466)"><rect width="210" height="52" rx="26" fill="#1e293b"/>
<circle cx="40" cy="26" r="16" fill="#334155"/><rect x="35" y="16" width="10" height="16" rx="5" fill="#fff"/><path d="M31 28a9 9 0 0 0 18 0M40 37v4" stroke="#fff" stroke-width="2.5" fill="none"/>
<circle cx="86" cy="26" r="16" fill="#334155"/><rect x="76" y="19" width="14" height="14" rx="3" fill="#fff"/><path d="M90 26l7-5v10z" fill="#fff"/>
<circle cx="132" cy="26" r="16" fill="#334155"/><rect x="123" y="19" width="18" height="13" rx="2" fill="none" stroke="#fff" stroke-width="2.5"/>
<circle cx="176" cy="26" r="16" fill="#ef4444"/><path d="M168 28q8-8 16 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/></g>
<g transform="translate(790 270)"><rect width="200" height="84" rx="16" fill="#fff"/><path d="M150 84l14 16 4-16z" fill="#fff"/>
<text x="18" y="36" font-family="$FONT" font-weight="bold" font-size="22" fill="#0f172a">4.9</text>
<g fill="#f59e0b" transform="translate(64 20) scale(.8)"><path id="st" d="M10 0l3 6.5 7 1-5 5 1.2 7L10 16.2 3.8 19.5 5 12.5 0 7.5l7-1z"/><use xlink:href="#st" x="24"/><use xlink:href="#st" x="48"/><use xlink:href="#st" x="72"/><use xlink:href="#st" x="96"/></g>
<rect x="18" y="52" width="140" height="9" rx="4.5" fill="#cbd5e1"/></g>
<g transform="translate(1420 470)"><rect width="140" height="56" rx="16" fill="$BLUE"/><path d="M24 20h26a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6H34l-10 8z" fill="#fff"/><rect x="68" y="20" width="52" height="8" rx="4" fill="#bfdbfe"/><rect x="68" y="34" width="36" height="8" rx="4" fill="#93c5fd"/></g>
</svg>
EOF

for k in 1 2 3; do
  svg2webp "$TMP/hero-$k.svg" "$IMG/hero/slide-$k.webp" 1600 640 80
  svg2webp "$TMP/hero-$k.svg" "$IMG/hero/slide-$k-800.webp" 800 320 78
done
echo "hero: done"

# =============================================================================
# 6. Dashboard welcome illustration 960x480 (light, sits on the app's light UI)
# =============================================================================
cat >"$TMP/dashboard.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="960" height="480" viewBox="0 0 960 480">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#dbeafe"/></linearGradient>
<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient>
<linearGradient id="cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a" stop-opacity=".7"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></linearGradient>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="#1d4ed8" fill-opacity=".12"/></pattern>
</defs>
<rect width="960" height="480" fill="url(#bg)"/>
<rect x="0" y="0" width="300" height="140" fill="url(#dots)"/>
<circle cx="730" cy="230" r="200" fill="#bfdbfe" fill-opacity=".6"/>
<circle cx="730" cy="230" r="150" fill="#fff" fill-opacity=".45"/>
<!-- window -->
<g transform="translate(800 50)"><rect width="120" height="110" rx="10" fill="#fff" stroke="#cbd5e1" stroke-width="4"/><rect x="8" y="8" width="104" height="94" rx="6" fill="#e0f2fe"/><circle cx="84" cy="34" r="13" fill="#f59e0b"/><path d="M8 84c20-18 34-22 50-10s30 4 54-8v36H8z" fill="#93c5fd"/><path d="M60 4v102M4 55h112" stroke="#fff" stroke-width="5"/></g>
<!-- lamp light -->
<path d="M842 214L790 356H930L882 214z" fill="url(#cone)"/>
<!-- desk -->
<rect x="470" y="356" width="480" height="16" rx="8" fill="#0f172a"/>
<rect x="500" y="372" width="14" height="108" fill="#1e293b"/><rect x="906" y="372" width="14" height="108" fill="#1e293b"/>
<!-- books -->
<rect x="494" y="336" width="96" height="20" rx="4" fill="#1d4ed8"/><rect x="502" y="316" width="84" height="20" rx="4" fill="#f59e0b"/><rect x="498" y="296" width="90" height="20" rx="4" fill="#0f172a"/>
<path d="M494 346h96M502 326h84M498 306h90" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<!-- plant -->
<g transform="translate(542 296)"><path d="M0 0C-30-20-36-60-20-80C-6-56 0-30 0 0z" fill="#15803d"/><path d="M0 0C28-18 40-54 26-78C10-54 2-30 0 0z" fill="#16a34a"/><path d="M0 0C-6-30 0-70 4-92C16-66 12-30 0 0z" fill="#22c55e"/></g>
<!-- laptop -->
<rect x="604" y="176" width="232" height="160" rx="12" fill="#0f172a"/>
<rect x="614" y="186" width="212" height="140" rx="6" fill="url(#scr)"/>
<rect x="628" y="200" width="80" height="10" rx="5" fill="#fff"/>
<g fill="#fff" fill-opacity=".25"><rect x="628" y="226" width="110" height="8" rx="4"/><rect x="628" y="254" width="110" height="8" rx="4"/><rect x="628" y="282" width="110" height="8" rx="4"/></g>
<g fill="#f59e0b"><rect x="628" y="226" width="84" height="8" rx="4"/><rect x="628" y="254" width="52" height="8" rx="4"/><rect x="628" y="282" width="96" height="8" rx="4"/></g>
<circle cx="784" cy="258" r="26" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="9"/>
<circle cx="784" cy="258" r="26" fill="none" stroke="#f59e0b" stroke-width="9" stroke-linecap="round" stroke-dasharray="118 200" transform="rotate(-90 784 258)"/>
<text x="784" y="265" font-family="$FONT" font-weight="bold" font-size="17" fill="#fff" text-anchor="middle">72%</text>
<path d="M584 336h272l-14 20H598z" fill="#cbd5e1"/><rect x="694" y="336" width="52" height="6" rx="3" fill="#94a3b8"/>
<!-- mug -->
<g transform="translate(866 318)"><rect width="34" height="38" rx="6" fill="#fff"/><rect y="12" width="34" height="8" fill="$BLUE"/><path d="M34 10a10 10 0 0 1 0 20" fill="none" stroke="#fff" stroke-width="6"/><path d="M10-6c-4-6 4-10 0-16M22-6c-4-6 4-10 0-16" stroke="#94a3b8" stroke-width="3" fill="none" stroke-linecap="round"/></g>
<!-- lamp -->
<g stroke="#0f172a" stroke-width="7" stroke-linecap="round" fill="none"><path d="M912 352V300L872 246"/></g>
<rect x="892" y="348" width="40" height="10" rx="5" fill="#0f172a"/>
<path d="M832 232l24-34 44 28-10 10z" fill="#f59e0b"/>
<!-- floating badges -->
<g transform="translate(560 96)"><rect width="150" height="58" rx="16" fill="#fff"/><circle cx="30" cy="29" r="17" fill="#dcfce7"/><path d="M22 29l6 6 11-12" stroke="#16a34a" stroke-width="4.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="56" y="18" width="74" height="9" rx="4.5" fill="#0f172a"/><rect x="56" y="33" width="52" height="8" rx="4" fill="#cbd5e1"/></g>
<g transform="translate(736 56)"><circle r="26" fill="#f59e0b"/><path d="M0-13l3.8 7.8 8.6 1.2-6.2 6 1.5 8.5L0 6.6-7.7 10.5-6.2 2-12.4-4l8.6-1.2z" fill="#fff"/></g>
<!-- text -->
<rect x="56" y="120" width="214" height="32" rx="16" fill="$AMBER"/>
<text x="74" y="141" font-family="$FONT" font-weight="bold" font-size="13" letter-spacing="1.2" fill="$DARK">YOUR LEARNING SPACE</text>
<g font-family="$FONT" font-weight="bold" font-size="46" fill="$DARK" letter-spacing="-0.5"><text x="54" y="214">Welcome to</text><text x="54" y="270">your <tspan fill="$BLUE">dashboard</tspan></text></g>
<g font-family="$FONT" font-size="19" fill="#475569"><text x="56" y="318">Pick up where you left off and</text><text x="56" y="346">keep building new skills.</text></g>
<rect x="56" y="374" width="64" height="6" rx="3" fill="$BLUE"/>
</svg>
EOF
svg2webp "$TMP/dashboard.svg" "$IMG/dashboard-welcome.webp" 960 480 80

# =============================================================================
# 10. Open Graph image 1200x630
# =============================================================================
cat >"$TMP/og.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset=".55" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
<radialGradient id="glow" cx="950" cy="315" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#60a5fa" stop-opacity=".5"/><stop offset="1" stop-color="#60a5fa" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.7" fill="#fff" fill-opacity=".1"/></pattern>
<clipPath id="cc"><rect width="640" height="400" rx="36"/></clipPath>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect width="1200" height="630" fill="url(#dots)"/>
<rect width="1200" height="630" fill="url(#glow)"/>
<circle cx="1130" cy="590" r="150" fill="none" stroke="$AMBER" stroke-opacity=".5" stroke-width="3"/>
<g transform="translate(690 46) rotate(-4) scale(.5)"><rect x="10" y="18" width="640" height="400" rx="36" fill="#020617" fill-opacity=".4"/><g clip-path="url(#cc)"><image width="640" height="400" xlink:href="course-web-development.svg"/></g></g>
<g transform="translate(872 212) rotate(4) scale(.5)"><rect x="10" y="18" width="640" height="400" rx="36" fill="#020617" fill-opacity=".4"/><g clip-path="url(#cc)"><image width="640" height="400" xlink:href="course-data-science.svg"/></g></g>
<g transform="translate(690 414) rotate(-3) scale(.5)"><rect x="10" y="18" width="640" height="400" rx="36" fill="#020617" fill-opacity=".4"/><g clip-path="url(#cc)"><image width="640" height="400" xlink:href="course-digital-marketing.svg"/></g></g>
<g transform="translate(80 88) scale(2.2)">${LOGO_MARK}</g>
<text x="186" y="146" font-family="$FONT" font-weight="bold" font-size="30" fill="#fff" letter-spacing=".5">Learn Academy</text>
<g font-family="$FONT" font-weight="bold" font-size="64" fill="#fff" letter-spacing="-1"><text x="76" y="278">Learn without</text><text x="76" y="352">limits<tspan fill="$AMBER">.</tspan></text></g>
<g font-family="$FONT" font-size="25" fill="#bfdbfe"><text x="80" y="416">Expert-led online courses in data, AI,</text><text x="80" y="450">development, writing and marketing.</text></g>
<rect x="80" y="494" width="250" height="56" rx="28" fill="$AMBER"/>
<text x="205" y="530" font-family="$FONT" font-weight="bold" font-size="21" fill="$DARK" text-anchor="middle">Start learning</text>
</svg>
EOF
svg2webp "$TMP/og.svg" "$IMG/og-image.webp" 1200 630 80
echo "dashboard + og: done"

# =============================================================================
# 9. Welcome banner video 960x540, 9 s @ 25 fps, no audio (+ VP9 webm + poster)
#    Frames are SVG (positions computed with awk), rasterised, then encoded.
# =============================================================================
FPS=25; DUR=9; NF=$((FPS * DUR))
mkdir -p "$TMP/frames"
# per frame: idx, bg angle, dot drift, caption opacities/offsets, shape positions, globe/pin/clock values
awk -v nf="$NF" -v fps="$FPS" -v dur="$DUR" 'function clamp(v){return v<0?0:(v>1?1:v)}
function ease(v){v=clamp(v); return v*v*(3-2*v)}
function ab(v){return v<0?-v:v}
BEGIN{pi=3.141592653589793
 for(i=0;i<nf;i++){t=i/fps; w=2*pi*t/dur
  o1=ease((t-0.3)/0.6)*(1-ease((t-4.0)/0.5))
  o2=ease((t-4.6)/0.6)*(1-ease((t-8.3)/0.5))
  y1=(1-ease((t-0.3)/0.6))*24; y2=(1-ease((t-4.6)/0.6))*24
  ax=40*sin(w); ay=24*cos(w); bx=30*cos(2*w); by=20*sin(w); cx=26*sin(2*w+1); cy=18*cos(w+2)
  grx=ab(96*cos(2*w)); pin=8*sin(4*w)^2
  printf "%03d %.2f %.2f %.3f %.1f %.3f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f\n",
   i, 25+12*sin(w), 28*t/dur, o1, y1, o2, y2,
   860+ax, 90+ay, 120+bx, 470+by, 500+cx, 440+cy, 900-bx, 470-cy, 460+ay, 70+cx,
   grx, ab(130-grx), 212-pin, 262-pin*0.6, 360*t/4.5, 30*t/4.5+300 }}' >"$TMP/params.txt"

while read -r i ang drift o1 y1 o2 y2 r1x r1y c2x c2y sqx sqy d1x d1y d2x d2y grx grx2 pin1 pin2 mang hang; do
  cat >"$TMP/frames/f$i.svg" <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0" gradientTransform="rotate($ang .5 .5)"><stop offset="0" stop-color="#0f172a"/><stop offset=".55" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
<radialGradient id="glow" cx="700" cy="270" r="340" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#60a5fa" stop-opacity=".45"/><stop offset="1" stop-color="#60a5fa" stop-opacity="0"/></radialGradient>
<radialGradient id="globe" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#1e3a8a"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="translate($drift 0)"><circle cx="4" cy="4" r="1.6" fill="#fff" fill-opacity=".1"/></pattern>
<clipPath id="gc"><circle cx="700" cy="275" r="130"/></clipPath>
</defs>
<rect width="960" height="540" fill="url(#bg)"/>
<rect width="960" height="540" fill="url(#dots)"/>
<rect width="960" height="540" fill="url(#glow)"/>
<circle cx="$r1x" cy="$r1y" r="70" fill="none" stroke="#f59e0b" stroke-opacity=".45" stroke-width="3"/>
<circle cx="$c2x" cy="$c2y" r="110" fill="#fff" fill-opacity=".04"/>
<rect x="$sqx" y="$sqy" width="46" height="46" rx="10" fill="#93c5fd" fill-opacity=".25" transform="rotate($ang 520 460)"/>
<circle cx="$d1x" cy="$d1y" r="7" fill="#f59e0b"/>
<circle cx="$d2x" cy="$d2y" r="5" fill="#fff" fill-opacity=".7"/>
<g transform="translate(48 40) scale(1.1)">${LOGO_MARK}</g>
<text x="104" y="71" font-family="$FONT" font-weight="bold" font-size="22" fill="#fff">Learn Academy</text>
<g opacity="$o1">
  <circle cx="700" cy="275" r="130" fill="url(#globe)"/>
  <g clip-path="url(#gc)" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2">
    <ellipse cx="700" cy="275" rx="$grx" ry="130"/><ellipse cx="700" cy="275" rx="$grx2" ry="130"/>
    <path d="M570 275H830"/><ellipse cx="700" cy="275" rx="130" ry="48"/><ellipse cx="700" cy="275" rx="130" ry="96"/>
  </g>
  <ellipse cx="700" cy="275" rx="200" ry="54" fill="none" stroke="#f59e0b" stroke-width="3" stroke-dasharray="2 11" stroke-linecap="round" transform="rotate(-14 700 275)"/>
  <g transform="translate(650 $pin1)"><path d="M0 0c-14 0-24 10-24 23 0 17 24 37 24 37s24-20 24-37C24 10 14 0 0 0z" fill="#f59e0b"/><circle cy="23" r="9" fill="#fff"/></g>
  <g transform="translate(758 $pin2) scale(.7)"><path d="M0 0c-14 0-24 10-24 23 0 17 24 37 24 37s24-20 24-37C24 10 14 0 0 0z" fill="#fff"/><circle cy="23" r="9" fill="#1d4ed8"/></g>
</g>
<g opacity="$o2">
  <circle cx="700" cy="275" r="140" fill="#fff" fill-opacity=".08"/>
  <circle cx="700" cy="275" r="118" fill="#fff"/>
  <circle cx="700" cy="275" r="118" fill="none" stroke="#f59e0b" stroke-width="10"/>
  <g stroke="#1e3a8a" stroke-width="5" stroke-linecap="round">
    <path d="M700 172v16M700 362v16M597 275h16M787 275h16"/>
  </g>
  <g stroke="#cbd5e1" stroke-width="3" stroke-linecap="round"><path d="M751.5 185.8l-5 8.7M789.2 223.5l-8.7 5M789.2 326.5l-8.7-5M751.5 364.2l-5-8.7M648.5 364.2l5-8.7M610.8 326.5l8.7-5M610.8 223.5l8.7 5M648.5 185.8l5 8.7"/></g>
  <path d="M700 275V215" stroke="#0f172a" stroke-width="9" stroke-linecap="round" transform="rotate($hang 700 275)"/>
  <path d="M700 275V190" stroke="#1d4ed8" stroke-width="6" stroke-linecap="round" transform="rotate($mang 700 275)"/>
  <circle cx="700" cy="275" r="9" fill="#f59e0b"/>
</g>
<g font-family="$FONT" font-weight="bold" fill="#fff">
  <g opacity="$o1" transform="translate(0 $y1)"><text x="56" y="262" font-size="52" letter-spacing="-1">Learn <tspan fill="#f59e0b">anywhere</tspan></text>
    <text x="58" y="306" font-size="21" font-weight="normal" fill="#bfdbfe">On your laptop, tablet or phone.</text></g>
  <g opacity="$o2" transform="translate(0 $y2)"><text x="56" y="262" font-size="52" letter-spacing="-1">Learn <tspan fill="#f59e0b">anytime</tspan></text>
    <text x="58" y="306" font-size="21" font-weight="normal" fill="#bfdbfe">Self-paced lessons, open 24/7.</text></g>
</g>
<rect x="58" y="336" width="64" height="6" rx="3" fill="#f59e0b"/>
</svg>
EOF
done <"$TMP/params.txt"

ls "$TMP/frames/"*.svg | xargs -P "$(nproc)" -I{} sh -c 'rsvg-convert -w 960 -h 540 -o "${1%.svg}.png" "$1"' _ {}
ffmpeg -loglevel error -y -framerate "$FPS" -i "$TMP/frames/f%03d.png" -an \
  -c:v libx264 -preset veryslow -tune animation -crf 27 -pix_fmt yuv420p -profile:v high -level 4.0 \
  -g 50 -movflags +faststart -fflags +bitexact "$MEDIA/welcome.mp4"
ffmpeg -loglevel error -y -framerate "$FPS" -i "$TMP/frames/f%03d.png" -an \
  -c:v libvpx-vp9 -crf 40 -b:v 0 -deadline good -cpu-used 1 -row-mt 1 -pix_fmt yuv420p -g 125 \
  -fflags +bitexact "$MEDIA/welcome.webm"
cwebp -quiet -q 75 -m 6 -sharp_yuv -metadata none "$TMP/frames/f050.png" -o "$MEDIA/welcome-poster.webp"
echo "video: done"

# =============================================================================
# Report
# =============================================================================
echo
echo "Generated files (dimensions, bytes):"
find "$IMG" "$MEDIA" "$PUB/teachers.json" "$PUB/favicon.png" -type f | sort | while read -r f; do
  case "$f" in
    *.webp)      dim=$(identify -format '%wx%h' "$f") ;;
    *.mp4|*.webm) dim=$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height -of csv=p=0:s=x "$f") ;;
    *)           dim="-" ;;
  esac
  printf '%-62s %-16s %8d\n' "${f#"$ROOT"/}" "$dim" "$(stat -c %s "$f")"
done
printf 'Total bytes: %s\n' "$(find "$IMG" "$MEDIA" "$PUB/teachers.json" "$PUB/favicon.png" -type f -printf '%s\n' | awk '{s+=$1} END{print s}')"
