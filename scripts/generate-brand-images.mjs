// Renders the brand images in static/ (favicon.svg, og-image.png) from data/site.json,
// so that a change of brand needs only the data file and this script: npm run brand-images
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const site = JSON.parse(readFileSync(new URL('../data/site.json', import.meta.url), 'utf8'));
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const initial = escape(site.brand.name.charAt(0).toUpperCase());
const navy = '#0b2545';
const accent = '#f2b632';

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${navy}"/><text x="32" y="45" text-anchor="middle" font-family="Arial, sans-serif" font-size="38" font-weight="700" fill="${accent}">${initial}</text></svg>\n`;

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${navy}"/><stop offset="1" stop-color="#1d4e89"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<polyline points="0,520 150,470 300,500 450,380 600,420 750,300 900,330 1050,200 1200,230" fill="none" stroke="${accent}" stroke-width="4" opacity="0.3"/>
<rect x="90" y="200" width="120" height="120" rx="26" fill="${accent}"/>
<text x="150" y="290" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="80" font-weight="700" fill="${navy}">${initial}</text>
<text x="250" y="285" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="700" fill="#fff">${escape(site.brand.name)}</text>
<text x="92" y="420" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#dfe6f0">Forex · Metals · Crypto · Shares · Indices · Energies</text>
</svg>`;

writeFileSync(new URL('../static/favicon.svg', import.meta.url), favicon);
await sharp(Buffer.from(og))
  .png({ compressionLevel: 9 })
  .toFile(new URL('../static/og-image.png', import.meta.url).pathname);
console.log('static/favicon.svg, static/og-image.png written');
