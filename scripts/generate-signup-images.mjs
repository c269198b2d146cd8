// Draws the four background illustrations of the sign-up pop-up's carousel (markets,
// platforms, support, regulation) as SVG and renders them to PNG in src/images/signup/,
// where gatsby-plugin-image picks them up. Run: node scripts/generate-signup-images.mjs
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 800;
const HEIGHT = 1200;
const navy = '#0b2545';
const navy2 = '#13315c';
const accent = '#f2b632';
const rise = '#3fd18b';
const fall = '#ef6461';
const out = new URL('../src/images/signup/', import.meta.url).pathname;

// A fixed seed keeps the drawings identical from run to run.
let seed = 20260522;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

/** The shared frame: a navy gradient, a faint grid, a glow behind the motif and a dark foot for the caption. */
const frame = (
  glow,
  content,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${navy2}"/><stop offset="1" stop-color="#06162b"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
  <linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#06162b" stop-opacity="0"/><stop offset="1" stop-color="#06162b" stop-opacity="0.9"/></linearGradient>
  <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.05"/></pattern>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#grid)"/>
<circle cx="400" cy="470" r="380" fill="url(#glow)"/>
${content}
<rect y="${HEIGHT * 0.62}" width="${WIDTH}" height="${HEIGHT * 0.38}" fill="url(#foot)"/>
</svg>`;

function markets() {
  const candles = [];
  const closes = [];
  let price = 720;
  for (let i = 0; i < 14; i += 1) {
    const open = price;
    price += (random() - 0.72) * 80;
    const close = price;
    closes.push(close);
    const high = Math.min(open, close) - 12 - random() * 30;
    const low = Math.max(open, close) + 12 + random() * 30;
    const x = 100 + i * 46;
    // Screen y grows downwards: a smaller close is a higher price.
    const colour = close < open ? rise : fall;
    candles.push(
      `<line x1="${x}" y1="${high.toFixed(1)}" x2="${x}" y2="${low.toFixed(1)}" stroke="${colour}" stroke-width="4"/>`,
      `<rect x="${x - 15}" y="${Math.min(open, close).toFixed(1)}" width="30" height="${Math.max(Math.abs(close - open), 6).toFixed(1)}" rx="3" fill="${colour}"/>`,
    );
  }
  // A three-candle moving average drawn over the candles.
  const average = closes.map((_, i) => {
    const window = closes.slice(Math.max(0, i - 2), i + 1);
    return `${100 + i * 46},${(window.reduce((a, b) => a + b, 0) / window.length - 40).toFixed(0)}`;
  });
  const [lastX, lastY] = average.at(-1).split(',');
  return frame(
    accent,
    `<g>${candles.join('')}</g>
<polyline points="${average.join(' ')}" fill="none" stroke="${accent}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>
<circle cx="${lastX}" cy="${lastY}" r="13" fill="${accent}"/><circle cx="${lastX}" cy="${lastY}" r="28" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="4"/>
<g font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="#ffffff" fill-opacity="0.85">
  <text x="90" y="190">EUR/USD</text><text x="330" y="150">XAU/USD</text><text x="560" y="205">US500</text>
</g>`,
  );
}

function platforms() {
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = 40 + random() * 150;
    return `<rect x="${150 + i * 34}" y="${(560 - h).toFixed(1)}" width="22" height="${h.toFixed(1)}" rx="4" fill="${i % 3 ? '#5aa9ff' : accent}" fill-opacity="0.85"/>`;
  }).join('');
  const line = Array.from({ length: 10 }, (_, i) => `${536 + i * 13},${(640 - Math.sin(i / 1.5) * 40 - i * 9).toFixed(0)}`).join(' ');
  return frame(
    '#5aa9ff',
    `<rect x="110" y="240" width="500" height="360" rx="22" fill="#0d2c52" stroke="#8fb8e8" stroke-width="6"/>
<rect x="135" y="268" width="450" height="304" rx="10" fill="#071d38"/>
${bars}
<path d="M60 630h600l-40 40H100z" fill="#8fb8e8"/>
<rect x="500" y="420" width="190" height="340" rx="30" fill="#0d2c52" stroke="${accent}" stroke-width="6"/>
<rect x="518" y="458" width="154" height="262" rx="12" fill="#071d38"/>
<polyline points="${line}" fill="none" stroke="${rise}" stroke-width="5" stroke-linejoin="round"/>
<rect x="540" y="660" width="50" height="30" rx="8" fill="${rise}"/><rect x="600" y="660" width="50" height="30" rx="8" fill="${fall}"/>
<circle cx="595" cy="440" r="6" fill="${accent}"/>`,
  );
}

function support() {
  const meridians = [0.25, 0.55, 0.85]
    .map(
      (k) =>
        `<ellipse cx="400" cy="470" rx="${(220 * k).toFixed(0)}" ry="220" fill="none" stroke="#8fb8e8" stroke-opacity="0.7" stroke-width="3"/>`,
    )
    .join('');
  const parallels = [-150, -80, 0, 80, 150]
    .map((dy) => {
      const half = Math.sqrt(220 * 220 - dy * dy);
      return `<line x1="${(400 - half).toFixed(0)}" y1="${470 + dy}" x2="${(400 + half).toFixed(0)}" y2="${470 + dy}" stroke="#8fb8e8" stroke-opacity="0.7" stroke-width="3"/>`;
    })
    .join('');
  const bubble = (x, y, w, fill, dots) =>
    `<g transform="translate(${x} ${y})"><rect width="${w}" height="84" rx="26" fill="${fill}"/><path d="M26 80l-8 30 34-30z" fill="${fill}"/>${dots}</g>`;
  const dots = (fill) => [0, 1, 2].map((i) => `<circle cx="${44 + i * 34}" cy="42" r="9" fill="${fill}"/>`).join('');
  return frame(
    rise,
    `<circle cx="400" cy="470" r="220" fill="#0d2c52" stroke="#8fb8e8" stroke-width="5"/>
${meridians}${parallels}
${bubble(70, 190, 190, accent, dots(navy))}
${bubble(520, 300, 170, rise, dots(navy))}
${bubble(470, 640, 210, '#ffffff', dots(navy2))}
<g font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="${accent}"><text x="110" y="735">24/5</text></g>`,
  );
}

function regulation() {
  // The building stands below the shield.
  const FOOT = 640;
  const columns = [0, 1, 2, 3]
    .map((i) => `<rect x="${222 + i * 96}" y="${FOOT + 40}" width="36" height="150" rx="6" fill="#8fb8e8" fill-opacity="0.75"/>`)
    .join('');
  return frame(
    accent,
    `<path d="M190 ${FOOT + 30}l210-100 210 100z" fill="#8fb8e8" fill-opacity="0.75"/>
${columns}
<rect x="180" y="${FOOT + 196}" width="440" height="26" rx="6" fill="#8fb8e8" fill-opacity="0.75"/>
<path d="M400 170l190 70v140c0 120-80 200-190 250-110-50-190-130-190-250V240z" fill="#0d2c52" stroke="${accent}" stroke-width="10" stroke-linejoin="round"/>
<path d="M325 400l55 55 105-115" fill="none" stroke="${rise}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${200 + i * 100}" cy="130" r="10" fill="${accent}" fill-opacity="${0.4 + i * 0.12}"/>`).join('')}`,
  );
}

mkdirSync(out, { recursive: true });
for (const [name, draw] of Object.entries({ markets, platforms, support, regulation })) {
  await sharp(Buffer.from(draw())).png({ compressionLevel: 9 }).toFile(`${out}${name}.png`);
  console.log(`src/images/signup/${name}.png`);
}
