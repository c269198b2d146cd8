// Renders the page illustrations in src/images/ (PNG, 1280 × 960) from SVG drawn here:
// charts, devices, coins and patterns in the brand colours, no words, nothing copied.
// gatsby-plugin-image turns them into responsive webp. Usage: npm run illustrations [-- name…]
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const W = 1280;
const H = 960;
const C = {
  navy: '#0b2545',
  navy2: '#13315c',
  blue: '#1d4e89',
  sky: '#8db3e2',
  mist: '#e6ecf5',
  paper: '#f4f6fa',
  gold: '#f2b632',
  goldDark: '#c98f12',
  goldLight: '#ffd978',
  up: '#22a37a',
  down: '#e0533d',
  white: '#ffffff',
};

/** A small deterministic random generator, so every run draws the same pictures. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const walk = (count, seed, volatility = 0.08) => {
  const next = random(seed);
  const values = [0.5];
  for (let i = 1; i < count; i++) {
    const drift = (next() - 0.47) * volatility;
    values.push(Math.min(0.92, Math.max(0.08, values[i - 1] + drift)));
  }
  return values;
};

const defs = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.paper}"/><stop offset="1" stop-color="${C.mist}"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy2}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>
  <linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></linearGradient>
  <linearGradient id="areaBlue" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sky}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></linearGradient>
  <linearGradient id="goldFace" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.goldLight}"/><stop offset="1" stop-color="${C.gold}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="18"/><feOffset dy="18" result="blur"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${C.blue}" opacity="0.12"/></pattern>
</defs>`;

const backdrop = (seed) => {
  const next = random(seed);
  const blobs = [0, 1, 2]
    .map(() => `<circle cx="${200 + next() * 880}" cy="${150 + next() * 660}" r="${160 + next() * 200}" fill="url(#glow)"/>`)
    .join('');
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#dots)"/>${blobs}`;
};

const svg = (body, seed) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${backdrop(seed)}${body}</svg>`;

/** Candlesticks filling a box. */
function candles(x, y, w, h, count, seed) {
  const values = walk(count + 1, seed, 0.22);
  const next = random(seed + 7);
  const step = w / count;
  const body = step * 0.56;
  return values
    .slice(1)
    .map((close, i) => {
      const open = values[i];
      const hi = Math.min(0.97, Math.max(open, close) + next() * 0.06);
      const lo = Math.max(0.03, Math.min(open, close) - next() * 0.06);
      const colour = close >= open ? C.up : C.down;
      const cx = x + step * i + step / 2;
      const top = y + h * (1 - Math.max(open, close));
      const height = Math.max(3, h * Math.abs(close - open));
      return `<line x1="${cx}" y1="${y + h * (1 - hi)}" x2="${cx}" y2="${y + h * (1 - lo)}" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>
<rect x="${cx - body / 2}" y="${top}" width="${body}" height="${height}" rx="2" fill="${colour}"/>`;
    })
    .join('');
}

/** A line chart with a soft area under it. */
function lineChart(x, y, w, h, count, seed, colour = C.gold, fill = 'url(#area)', width = 5) {
  const values = walk(count, seed, 0.1);
  const points = values.map((v, i) => `${(x + (w * i) / (count - 1)).toFixed(1)},${(y + h * (1 - v)).toFixed(1)}`);
  return `<polygon points="${x},${y + h} ${points.join(' ')} ${x + w},${y + h}" fill="${fill}"/>
<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

const gridLines = (x, y, w, h, rows = 4, colour = '#ffffff', opacity = 0.08) =>
  Array.from(
    { length: rows + 1 },
    (_, i) =>
      `<line x1="${x}" y1="${y + (h * i) / rows}" x2="${x + w}" y2="${y + (h * i) / rows}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="2"/>`,
  ).join('');

const pill = (x, y, w, h, fill, opacity = 1) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" opacity="${opacity}"/>`;

/** A screen panel holding a chart: the trading terminal of every device. */
function terminal(x, y, w, h, seed, kind = 'candles') {
  const pad = w * 0.06;
  const chart =
    kind === 'candles'
      ? candles(x + pad, y + pad * 2.2, w - pad * 2, h - pad * 4.2, Math.round(w / 36), seed)
      : lineChart(x + pad, y + pad * 2.2, w - pad * 2, h - pad * 4.2, 28, seed);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="url(#screen)"/>
${pill(x + pad, y + pad * 0.8, w * 0.18, pad * 0.55, C.white, 0.25)}${pill(x + pad + w * 0.22, y + pad * 0.8, w * 0.1, pad * 0.55, C.gold, 0.9)}
${gridLines(x + pad, y + pad * 2.2, w - pad * 2, h - pad * 4.2)}${chart}
${pill(x + pad, y + h - pad * 1.4, w * 0.2, pad * 0.7, C.up)}${pill(x + pad + w * 0.24, y + h - pad * 1.4, w * 0.2, pad * 0.7, C.down)}`;
}

function monitor(x, y, w, h, seed, kind) {
  return `<g filter="url(#shadow)"><rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 32}" rx="26" fill="#1b2a41"/>
${terminal(x, y, w, h, seed, kind)}</g>
<rect x="${x + w / 2 - 40}" y="${y + h + 16}" width="80" height="70" fill="#27374f"/><rect x="${x + w / 2 - 150}" y="${y + h + 80}" width="300" height="20" rx="10" fill="#27374f"/>`;
}

function laptop(x, y, w, h, seed, kind) {
  return `<g filter="url(#shadow)"><rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="18" fill="#1b2a41"/>
${terminal(x, y, w, h, seed, kind)}
<path d="M ${x - 60} ${y + h + 14} L ${x + w + 60} ${y + h + 14} L ${x + w + 20} ${y + h + 50} L ${x - 20} ${y + h + 50} Z" fill="#c7d0dd"/></g>`;
}

function phone(x, y, w, h, seed, kind = 'line') {
  const inner = terminal(x + 12, y + 40, w - 24, h - 80, seed, kind);
  return `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.14}" fill="#1b2a41"/>
${inner}<rect x="${x + w / 2 - 30}" y="${y + 16}" width="60" height="10" rx="5" fill="#33445f"/></g>`;
}

function coin(cx, cy, r, glyph, face = 'url(#goldFace)', ink = C.navy) {
  return `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy + r * 0.12}" r="${r}" fill="${C.goldDark}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${face}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="${r * 0.05}"/>
<text x="${cx}" y="${cy + r * 0.36}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${r}" fill="${ink}">${glyph}</text></g>`;
}

function card(x, y, w, h, content = '', fill = C.white) {
  return `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${fill}"/>${content}</g>`;
}

/** A floating order ticket: direction bar and price lines. */
const ticket = (x, y, up = true) =>
  card(
    x,
    y,
    250,
    130,
    `${pill(x + 24, y + 26, 110, 22, up ? C.up : C.down)}${pill(x + 24, y + 64, 200, 14, C.mist)}${pill(x + 24, y + 92, 140, 14, C.mist)}`,
  );

function goldBar(x, y, w, h) {
  const inset = w * 0.14;
  return `<g filter="url(#shadow)"><path d="M ${x + inset} ${y} L ${x + w - inset} ${y} L ${x + w} ${y + h} L ${x} ${y + h} Z" fill="url(#goldFace)"/>
<path d="M ${x + inset * 1.6} ${y + h * 0.22} L ${x + w - inset * 1.6} ${y + h * 0.22} L ${x + w - inset * 1.2} ${y + h * 0.78} L ${x + inset * 1.2} ${y + h * 0.78} Z" fill="${C.goldDark}" opacity="0.25"/></g>`;
}

function hexagon(cx, cy, r, fill, stroke = 'none') {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 6;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`;
}

function chartCard(x, y, w, h, seed, kind = 'candles') {
  return `<g filter="url(#shadow)">${terminal(x, y, w, h, seed, kind)}</g>`;
}

const pictures = {
  'home-hero': svg(
    `${monitor(250, 150, 760, 460, 11, 'candles')}${phone(900, 330, 230, 460, 12, 'line')}${ticket(90, 520, true)}${ticket(150, 700, false)}${coin(1110, 190, 70, '$')}`,
    1,
  ),
  'market-forex': svg(
    `${chartCard(330, 220, 660, 470, 21)}${coin(300, 250, 110, '€')}${coin(1010, 300, 95, '$')}${coin(930, 720, 80, '¥')}${coin(360, 720, 70, '£')}`,
    2,
  ),
  'market-metals': svg(
    `${chartCard(560, 160, 560, 400, 31, 'line')}${goldBar(170, 610, 330, 120)}${goldBar(500, 610, 330, 120)}${goldBar(335, 480, 330, 120)}${coin(1010, 700, 90, 'Au')}`,
    3,
  ),
  'market-crypto': svg(
    `${chartCard(160, 180, 620, 440, 41)}${hexagon(930, 420, 210, C.navy2)}${hexagon(930, 420, 150, 'none', C.gold)}
${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${930 + 150 * Math.cos((Math.PI / 3) * i - Math.PI / 6)}" cy="${420 + 150 * Math.sin((Math.PI / 3) * i - Math.PI / 6)}" r="22" fill="${C.gold}"/>`).join('')}
${coin(930, 420, 90, '₿')}${coin(300, 760, 70, 'Ξ')}`,
    4,
  ),
  'market-shares': svg(
    `${chartCard(420, 150, 700, 480, 51)}
<g filter="url(#shadow)"><path d="M 130 470 L 330 380 L 530 470 Z" fill="${C.navy2}"/>${[0, 1, 2, 3].map((i) => `<rect x="${160 + i * 95}" y="490" width="50" height="220" rx="6" fill="${C.white}"/>`).join('')}
<rect x="130" y="720" width="400" height="40" rx="8" fill="${C.navy2}"/></g>${ticket(820, 690, true)}`,
    5,
  ),
  'market-indices': svg(
    `${card(150, 150, 980, 600, `${gridLines(220, 240, 840, 440, 5, C.navy, 0.1)}${lineChart(220, 240, 840, 440, 30, 61, C.blue, 'url(#areaBlue)')}${lineChart(220, 240, 840, 440, 30, 62)}${lineChart(220, 300, 840, 380, 30, 63, C.up, 'none', 4)}`)}
${pill(220, 190, 140, 22, C.blue)}${pill(380, 190, 140, 22, C.gold)}${pill(540, 190, 140, 22, C.up)}`,
    6,
  ),
  'market-energies': svg(
    `${chartCard(540, 180, 600, 440, 71, 'line')}
<g filter="url(#shadow)"><path d="M 320 180 C 420 330 500 420 500 520 A 180 180 0 0 1 140 520 C 140 420 220 330 320 180 Z" fill="${C.navy2}"/>
<path d="M 320 400 C 370 460 410 500 410 560 A 90 90 0 0 1 230 560 C 230 500 270 460 320 400 Z" fill="${C.gold}"/></g>
${ticket(640, 690, false)}`,
    7,
  ),
  'platform-desktop': svg(`${monitor(150, 120, 720, 440, 81, 'candles')}${laptop(700, 470, 460, 280, 82, 'line')}`, 8),
  'platform-mobile': svg(
    `${phone(330, 120, 300, 620, 91, 'candles')}${phone(680, 200, 300, 620, 92, 'line')}${coin(1080, 220, 70, '$')}`,
    9,
  ),
  'platform-web': svg(
    `${card(
      140,
      120,
      1000,
      680,
      `<rect x="140" y="120" width="1000" height="60" rx="22" fill="${C.navy2}"/>${[0, 1, 2].map((i) => `<circle cx="${180 + i * 34}" cy="150" r="10" fill="${[C.down, C.gold, C.up][i]}"/>`).join('')}${pill(300, 138, 520, 24, C.white, 0.2)}
${terminal(180, 220, 560, 540, 101)}${card(780, 220, 320, 250, `<circle cx="940" cy="345" r="90" fill="none" stroke="${C.mist}" stroke-width="36"/><circle cx="940" cy="345" r="90" fill="none" stroke="${C.gold}" stroke-width="36" stroke-dasharray="350 600" transform="rotate(-90 940 345)"/><circle cx="940" cy="345" r="90" fill="none" stroke="${C.blue}" stroke-width="36" stroke-dasharray="120 600" stroke-dashoffset="-350" transform="rotate(-90 940 345)"/>`)}
${card(780, 500, 320, 260, `${pill(810, 540, 180, 20, C.navy2)}${pill(810, 590, 260, 16, C.mist)}${pill(810, 630, 220, 16, C.mist)}${pill(810, 690, 120, 36, C.gold)}`)}`,
    )}`,
    10,
  ),
  'platform-research': svg(
    `${chartCard(160, 140, 960, 620, 111)}
<line x1="240" y1="330" x2="1040" y2="330" stroke="${C.gold}" stroke-width="4" stroke-dasharray="16 12"/><line x1="240" y1="600" x2="1040" y2="600" stroke="${C.sky}" stroke-width="4" stroke-dasharray="16 12"/>
<path d="M 700 560 L 840 380" stroke="${C.gold}" stroke-width="10" stroke-linecap="round"/><path d="M 800 370 L 850 365 L 835 415 Z" fill="${C.gold}"/>
${card(900, 640, 300, 150, `${pill(930, 670, 90, 24, C.up)}${pill(930, 712, 230, 14, C.mist)}${pill(930, 740, 170, 14, C.mist)}`)}`,
    11,
  ),
  'platform-copy': svg(
    (() => {
      const centre = [640, 480];
      const around = Array.from({ length: 6 }, (_, i) => [
        640 + 360 * Math.cos((Math.PI / 3) * i),
        480 + 300 * Math.sin((Math.PI / 3) * i),
      ]);
      const links = around
        .map(
          ([x, y]) =>
            `<line x1="${centre[0]}" y1="${centre[1]}" x2="${x}" y2="${y}" stroke="${C.blue}" stroke-width="5" stroke-dasharray="14 10" opacity="0.5"/>`,
        )
        .join('');
      const person = (x, y, r, fill) =>
        `<g filter="url(#shadow)"><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y - r * 0.22}" r="${r * 0.3}" fill="${C.white}"/><path d="M ${x - r * 0.5} ${y + r * 0.55} A ${r * 0.5} ${r * 0.42} 0 0 1 ${x + r * 0.5} ${y + r * 0.55} Z" fill="${C.white}"/></g>`;
      return `${links}${around.map(([x, y], i) => person(x, y, 62, i % 2 ? C.navy2 : C.blue)).join('')}${person(640, 480, 110, C.gold)}${card(520, 660, 240, 110, lineChart(540, 680, 200, 70, 16, 121, C.up, 'none', 4))}`;
    })(),
    12,
  ),
  'platform-vps': svg(
    `<g filter="url(#shadow)"><path d="M 760 330 A 110 110 0 0 1 960 280 A 140 140 0 0 1 1180 380 A 90 90 0 0 1 1120 520 L 780 520 A 100 100 0 0 1 760 330 Z" fill="${C.white}"/></g>
${[0, 1, 2].map((i) => card(180, 220 + i * 170, 440, 140, `${[0, 1, 2].map((j) => `<circle cx="${230 + j * 40}" cy="${290 + i * 170}" r="12" fill="${j === 0 ? C.up : C.mist}"/>`).join('')}${pill(360, 278 + i * 170, 220, 24, C.mist)}`, C.navy2)).join('')}
<path d="M 620 360 C 700 360 700 440 800 440" stroke="${C.gold}" stroke-width="8" fill="none" stroke-dasharray="18 12"/><path d="M 620 600 C 760 600 820 560 900 520" stroke="${C.gold}" stroke-width="8" fill="none" stroke-dasharray="18 12"/>
${chartCard(820, 600, 340, 220, 131, 'line')}`,
    13,
  ),
  funding: svg(
    `${card(170, 330, 520, 320, `<rect x="170" y="430" width="520" height="60" fill="${C.navy2}"/>${pill(210, 560, 160, 26, C.mist)}${pill(210, 600, 100, 18, C.mist)}`, C.blue)}
${card(330, 220, 520, 320, `<rect x="390" y="290" width="90" height="66" rx="12" fill="url(#goldFace)"/>${pill(390, 440, 300, 26, C.white, 0.5)}${pill(390, 484, 180, 18, C.white, 0.35)}`, C.navy)}
<g filter="url(#shadow)"><rect x="720" y="420" width="420" height="300" rx="40" fill="${C.navy2}"/><rect x="900" y="510" width="260" height="120" rx="30" fill="${C.gold}"/><circle cx="960" cy="570" r="22" fill="${C.navy}"/></g>
${coin(1080, 300, 80, '$')}${coin(640, 740, 70, '€')}`,
    14,
  ),
  support: svg(
    `${card(160, 200, 560, 260, `${pill(200, 250, 300, 28, C.navy2)}${pill(200, 310, 460, 20, C.mist)}${pill(200, 350, 380, 20, C.mist)}${pill(200, 390, 260, 20, C.mist)}`)}
<path d="M 260 460 L 300 520 L 340 460 Z" fill="${C.white}"/>
${card(560, 440, 560, 240, `${pill(600, 490, 260, 28, C.gold)}${pill(600, 550, 460, 20, C.white, 0.35)}${pill(600, 590, 330, 20, C.white, 0.35)}`, C.navy2)}
<g filter="url(#shadow)"><circle cx="1010" cy="250" r="120" fill="${C.blue}"/><path d="M 935 260 A 75 75 0 0 1 1085 260" stroke="${C.white}" stroke-width="18" fill="none"/><rect x="915" y="250" width="40" height="70" rx="14" fill="${C.gold}"/><rect x="1065" y="250" width="40" height="70" rx="14" fill="${C.gold}"/></g>`,
    15,
  ),
  'swap-free': svg(
    `<g filter="url(#shadow)"><circle cx="420" cy="400" r="220" fill="${C.navy2}"/><circle cx="500" cy="340" r="200" fill="url(#bg)"/></g>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${700 + (i % 3) * 150}" cy="${180 + i * 40}" r="${6 + (i % 2) * 4}" fill="${C.gold}"/>`).join('')}
${card(620, 380, 500, 400, `<rect x="620" y="380" width="500" height="90" rx="22" fill="${C.blue}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${660 + (i % 4) * 110}" y="${500 + Math.floor(i / 4) * 85}" width="80" height="60" rx="10" fill="${i === 6 ? C.gold : C.mist}"/>`).join('')}`)}`,
    16,
  ),
};

/** A shield with a check mark: regulation and protection. */
function shield(cx, cy, r, fill = C.navy2) {
  return `<g filter="url(#shadow)"><path d="M ${cx} ${cy - r} L ${cx + r * 0.85} ${cy - r * 0.62} L ${cx + r * 0.85} ${cy + r * 0.05} C ${cx + r * 0.85} ${cy + r * 0.6} ${cx + r * 0.4} ${cy + r * 0.92} ${cx} ${cy + r * 1.08} C ${cx - r * 0.4} ${cy + r * 0.92} ${cx - r * 0.85} ${cy + r * 0.6} ${cx - r * 0.85} ${cy + r * 0.05} L ${cx - r * 0.85} ${cy - r * 0.62} Z" fill="${fill}"/>
<path d="M ${cx - r * 0.38} ${cy + r * 0.02} L ${cx - r * 0.08} ${cy + r * 0.32} L ${cx + r * 0.42} ${cy - r * 0.26}" fill="none" stroke="${C.gold}" stroke-width="${r * 0.14}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

/** A five-pointed star, as polygon points. */
const starPoints = (cx, cy, outer, inner) =>
  Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

/** An office tower with rows of windows. */
function tower(x, y, w, h, fill, seed) {
  const next = random(seed);
  const cols = Math.max(2, Math.floor(w / 46));
  const rows = Math.floor((h - 40) / 52);
  const windows = Array.from({ length: cols * rows }, (_, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const lit = next() > 0.55;
    return `<rect x="${x + 18 + col * ((w - 36) / cols)}" y="${y + 28 + row * 52}" width="${(w - 36) / cols - 12}" height="30" rx="4" fill="${lit ? C.goldLight : C.white}" opacity="${lit ? 0.95 : 0.18}"/>`;
  }).join('');
  return `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${fill}"/>${windows}</g>`;
}

/** A globe of meridians and parallels. */
function globe(cx, cy, r) {
  const meridians = [0.35, 0.7]
    .map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${r * k}" ry="${r}" fill="none" stroke="${C.sky}" stroke-width="5"/>`)
    .join('');
  const parallels = [-0.5, 0, 0.5]
    .map((k) => {
      const half = r * Math.sqrt(1 - k * k);
      return `<line x1="${cx - half}" y1="${cy + r * k}" x2="${cx + half}" y2="${cy + r * k}" stroke="${C.sky}" stroke-width="5"/>`;
    })
    .join('');
  return `<g filter="url(#shadow)"><circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.navy2}"/>${meridians}${parallels}<line x1="${cx}" y1="${cy - r}" x2="${cx}" y2="${cy + r}" stroke="${C.sky}" stroke-width="5"/></g>`;
}

/** A person as a badge: head and shoulders in a circle. */
const person = (x, y, r, fill) =>
  `<g filter="url(#shadow)"><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y - r * 0.22}" r="${r * 0.3}" fill="${C.white}"/><path d="M ${x - r * 0.5} ${y + r * 0.55} A ${r * 0.5} ${r * 0.42} 0 0 1 ${x + r * 0.5} ${y + r * 0.55} Z" fill="${C.white}"/></g>`;

Object.assign(pictures, {
  'why-choose': svg(
    `${chartCard(420, 170, 700, 470, 141)}${shield(330, 430, 210)}${ticket(860, 690, true)}${coin(1090, 200, 70, '$')}
${card(150, 700, 360, 110, `${[0, 1, 2, 3, 4].map((i) => `<polygon points="${starPoints(200 + i * 62, 755, 24, 10)}" fill="${C.gold}"/>`).join('')}`)}`,
    17,
  ),
  company: svg(
    `${globe(930, 330, 190)}${tower(180, 300, 200, 520, C.navy2, 181)}${tower(400, 200, 230, 620, C.blue, 182)}${tower(650, 420, 180, 400, C.navy, 183)}
<rect x="120" y="810" width="1040" height="24" rx="12" fill="#c7d0dd"/>${[0, 1, 2].map((i) => `<circle cx="${860 + i * 70}" cy="${620 + (i % 2) * 40}" r="16" fill="${C.gold}"/>`).join('')}
<path d="M 870 620 Q 930 560 1000 660 Q 1040 610 1000 660" fill="none" stroke="${C.gold}" stroke-width="5" stroke-dasharray="12 10"/>`,
    18,
  ),
  awards: svg(
    `<g filter="url(#shadow)"><rect x="300" y="640" width="220" height="180" rx="10" fill="${C.blue}"/><rect x="520" y="560" width="240" height="260" rx="10" fill="${C.navy2}"/><rect x="760" y="690" width="220" height="130" rx="10" fill="${C.blue}"/></g>
<g filter="url(#shadow)"><path d="M 560 330 L 560 250 L 720 250 L 720 330 A 80 80 0 0 1 560 330 Z" fill="url(#goldFace)"/>
<path d="M 560 280 L 500 280 A 50 50 0 0 0 565 360 M 720 280 L 780 280 A 50 50 0 0 1 715 360" fill="none" stroke="${C.goldDark}" stroke-width="18" stroke-linecap="round"/>
<rect x="620" y="405" width="40" height="70" fill="${C.goldDark}"/><rect x="575" y="470" width="130" height="60" rx="10" fill="${C.gold}"/></g>
<polygon points="${starPoints(640, 310, 40, 17)}" fill="${C.goldLight}"/>
${[
  [250, 260, 36],
  [1010, 240, 44],
  [1080, 480, 28],
  [200, 500, 26],
  [880, 150, 22],
]
  .map(([x, y, r]) => `<polygon points="${starPoints(x, y, r, r * 0.42)}" fill="${C.gold}"/>`)
  .join('')}
${coin(410, 560, 60, '2')}${coin(870, 620, 50, '3')}`,
    19,
  ),
  sponsorship: svg(
    `<g filter="url(#shadow)"><rect x="760" y="150" width="340" height="220" rx="14" fill="${C.white}"/><rect x="880" y="250" width="100" height="80" rx="4" fill="none" stroke="${C.down}" stroke-width="8"/>
<rect x="920" y="370" width="20" height="450" fill="#8a94a6"/><rect x="850" y="810" width="160" height="24" rx="12" fill="#8a94a6"/></g>
<ellipse cx="930" cy="372" rx="70" ry="14" fill="none" stroke="${C.down}" stroke-width="10"/>
<path d="M 862 376 L 885 470 L 975 470 L 998 376 M 885 470 L 910 380 M 975 470 L 950 380 M 930 470 L 930 380" fill="none" stroke="${C.white}" stroke-width="5"/>
<g filter="url(#shadow)"><circle cx="420" cy="470" r="230" fill="#e8762b"/><path d="M 190 470 L 650 470 M 420 240 L 420 700" stroke="${C.navy}" stroke-width="10"/>
<path d="M 260 300 C 360 400 360 540 260 640 M 580 300 C 480 400 480 540 580 640" fill="none" stroke="${C.navy}" stroke-width="10"/></g>
${[0, 1, 2, 3].map((i) => `<circle cx="${180 + i * 90}" cy="150" r="18" fill="${C.gold}" opacity="${0.5 + i * 0.15}"/>`).join('')}${coin(700, 760, 60, '★')}`,
    20,
  ),
  partners: svg(
    (() => {
      const nodes = [
        [300, 260],
        [980, 260],
        [260, 680],
        [1020, 680],
        [640, 150],
      ];
      const links = nodes
        .map(
          ([x, y]) =>
            `<line x1="640" y1="470" x2="${x}" y2="${y}" stroke="${C.blue}" stroke-width="6" stroke-dasharray="16 12" opacity="0.5"/>`,
        )
        .join('');
      return `${links}${nodes.map(([x, y], i) => person(x, y, 70, i % 2 ? C.navy2 : C.blue)).join('')}
${card(470, 360, 340, 220, `${lineChart(500, 400, 280, 120, 18, 201, C.up, 'url(#areaBlue)', 5)}${pill(500, 540, 120, 20, C.gold)}`)}
${coin(820, 700, 70, '$')}${coin(470, 720, 56, '%')}`;
    })(),
    21,
  ),
  regulation: svg(
    `${card(
      380,
      140,
      460,
      640,
      `${pill(440, 210, 250, 30, C.navy2)}${[0, 1, 2, 3, 4, 5, 6].map((i) => pill(440, 280 + i * 50, i % 3 === 2 ? 220 : 340, 16, C.mist)).join('')}
<circle cx="730" cy="680" r="62" fill="${C.gold}"/><polygon points="${starPoints(730, 680, 34, 15)}" fill="${C.goldLight}"/>`,
    )}
${shield(980, 360, 170)}
<g filter="url(#shadow)"><path d="M 250 420 L 250 760 M 170 760 L 330 760 M 130 470 L 370 470" stroke="${C.navy2}" stroke-width="14" stroke-linecap="round"/>
<path d="M 150 480 L 110 600 A 45 45 0 0 0 190 600 Z M 350 480 L 310 600 A 45 45 0 0 0 390 600 Z" fill="${C.blue}"/></g>`,
    22,
  ),
});

const out = new URL('../src/images/', import.meta.url);
mkdirSync(out, { recursive: true });
// Names on the command line render only those pictures (npm run illustrations -- awards company).
const only = new Set(process.argv.slice(2));
for (const [name, source] of Object.entries(pictures)) {
  if (only.size && !only.has(name)) continue;
  const file = new URL(`${name}.png`, out);
  await sharp(Buffer.from(source)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file.pathname);
  console.log(`src/images/${name}.png`);
}
