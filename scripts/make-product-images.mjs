// Generates flat-design SVG product illustrations for the demo catalogue.
//
//   node scripts/make-product-images.mjs
//
// For every URL in every product's `images` (e.g. /products/neem-tulsi-soap-2.svg)
// an SVG is written to public/products/<name>.svg. Image 1 is a front pack shot,
// image 2 the pack with a prop (contents, lather, smoke ...), image 3 a close-up of
// the key ingredients. No dependencies beyond Node built-ins.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { products } from './seed/catalogue.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'products');

const SERIF = `Georgia, 'Times New Roman', serif`;
const SANS = `'Segoe UI', Helvetica, Arial, sans-serif`;

// ------------------------------------------------------------------ colour helpers
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const mix = (a, t, b = '#000000') => {
  const x = hex(a);
  const y = hex(b);
  return (
    '#' +
    x
      .map((v, i) =>
        Math.round(v + (y[i] - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
};
const dk = (c, t = 0.25) => mix(c, t, '#000000');
const lt = (c, t = 0.5) => mix(c, t, '#ffffff');
const n = (v) => Math.round(v * 10) / 10;
const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ------------------------------------------------------------------ look of each product
const BG = {
  capsulePowder: ['#fdf6e9', '#efd9b0'],
  juiceSyrup: ['#f1f9ee', '#c8e6c9'],
  soap: ['#fdf3ee', '#f2cfc0'],
  shampoo: ['#edf8f7', '#bfe2dd'],
  fastCone: ['#fcf1e7', '#e9c7a9'],
  mosquitoRepellant: ['#eef3fb', '#c6d4ec'],
  dhoopa: ['#f6f1f9', '#d8c9e6'],
};

const HERB = { neem: '#4d7f34', tulsi: '#3f7a3a', aloe: '#6aa84f', brown: '#7a4e2a' };

// pack: pouch | jar | widejar | bottle | syrup | soap | flip | pump | cone | coilbox | vapo | rollon | stickbox | cupbox | conebox
// herb: ingredient close-up recipe for image 3
const LOOKS = {
  'ashwagandha-churna': { name: 'Ashwagandha', pack: 'pouch', c: '#8a5426', fill: '#cfa868', herb: 'root' },
  'giloy-capsules': {
    name: 'Giloy',
    pack: 'jar',
    c: '#2f7a4a',
    cap: '#f3eee2',
    herb: 'leaves',
    leaf: '#4f8f3a',
    fill: '#8a9a5a',
  },
  'brahmi-capsules': {
    name: 'Brahmi',
    pack: 'jar',
    c: '#28698a',
    cap: '#f3eee2',
    herb: 'leaves',
    leaf: '#5b9a40',
    fill: '#9bb36a',
    flower: '#ffffff',
  },
  chyawanprash: {
    name: 'Chyawanprash',
    tag: 'SPECIAL',
    pack: 'widejar',
    c: '#7d2418',
    cap: '#c9952c',
    fill: '#4a1a10',
    herb: 'berries',
    berry: '#b8cb55',
    flower: '#8e5bb5',
  },
  'aloe-vera-juice': {
    name: 'Aloe Vera',
    tag: 'WITH PULP',
    pack: 'bottle',
    c: '#3d8b40',
    liq: '#d3e6a6',
    cap: '#3d8b40',
    herb: 'aloe',
    fill: '#dbeec0',
  },
  'amla-juice': {
    name: 'Amla',
    tag: 'COLD PRESSED',
    pack: 'bottle',
    c: '#6b7f1a',
    liq: '#b5bf52',
    cap: '#f0ead8',
    herb: 'berries',
    berry: '#b8cb55',
    fill: '#c6cf6a',
  },
  'karela-jamun-juice': {
    name: 'Karela Jamun',
    tag: 'NO ADDED SUGAR',
    pack: 'bottle',
    c: '#5a2a66',
    liq: '#4a2450',
    cap: '#2f7a3a',
    herb: 'berries',
    berry: '#4b2358',
    gourd: '#4f8a2e',
    fill: '#5a2a66',
  },
  'tulsi-cough-syrup': {
    name: 'Tulsi',
    tag: 'HERBAL SYRUP',
    pack: 'syrup',
    c: '#2f7a3a',
    liq: '#8a4a12',
    cap: '#f3eee2',
    herb: 'leaves',
    leaf: HERB.tulsi,
    fill: '#c98a2a',
    chunk: '#d9b07a',
  },
  'neem-tulsi-soap': {
    name: 'Neem Tulsi',
    pack: 'soap',
    c: '#5f9444',
    multi: 3,
    herb: 'leaves',
    leaf: HERB.neem,
    fill: '#7aa85a',
  },
  'sandalwood-soap': {
    name: 'Sandalwood',
    pack: 'soap',
    c: '#d6a56a',
    band: '#7a3b16',
    herb: 'chunks',
    chunk: '#b9824c',
    leaf: '#6f8f3a',
    fill: '#d9b48a',
  },
  'turmeric-saffron-soap': {
    name: 'Turmeric',
    tag: 'SAFFRON GLOW',
    pack: 'soap',
    c: '#e8a21c',
    band: '#a0351c',
    herb: 'chunks',
    chunk: '#d8861a',
    flower: '#8e5bb5',
    leaf: '#6f8f3a',
    fill: '#f0b43a',
  },
  'aloe-cucumber-soap': {
    name: 'Aloe Cucumber',
    pack: 'soap',
    c: '#9fcd88',
    band: '#2f7a3a',
    multi: 4,
    herb: 'aloe',
    fill: '#dbeec0',
  },
  'bhringraj-shampoo': {
    name: 'Bhringraj',
    pack: 'flip',
    c: '#2d5f3b',
    cap: '#efe7d2',
    herb: 'leaves',
    leaf: '#3f7a3a',
    flower: '#ffffff',
    fill: '#3d5a2a',
  },
  'shikakai-reetha-shampoo': {
    name: 'Shikakai Reetha',
    pack: 'pump',
    c: '#7a5128',
    cap: '#f0e6d0',
    herb: 'berries',
    berry: '#a0622a',
    leaf: '#6f8f3a',
    fill: '#c89a5a',
  },
  'amla-shampoo': {
    name: 'Amla',
    tag: 'STRENGTHENING',
    pack: 'pump',
    c: '#5f7d1c',
    cap: '#f3eee2',
    herb: 'berries',
    berry: '#b8cb55',
    fill: '#a8c060',
  },
  'hibiscus-shampoo': {
    name: 'Hibiscus',
    tag: 'SHINE',
    pack: 'flip',
    c: '#a91f3a',
    cap: '#f6e9ea',
    herb: 'flower',
    flower: '#d7263d',
    leaf: '#3f7a3a',
    fill: '#e0707a',
  },
  'natural-mehndi-cone': {
    name: 'Mehndi',
    tag: 'FAST CONE',
    pack: 'cone',
    c: '#2f7a3b',
    herb: 'henna',
    leaf: '#5f8a2e',
    fill: '#6f7a2a',
  },
  'nail-mehndi-cone': {
    name: 'Nail Mehndi',
    tag: 'FAST CONE',
    pack: 'cone',
    thin: true,
    c: '#c0392b',
    herb: 'henna',
    leaf: '#5f8a2e',
    fill: '#8a5a2a',
  },
  'bridal-mehndi-cone': {
    name: 'Bridal Mehndi',
    tag: 'DARK STAIN',
    pack: 'cone',
    c: '#8c1c3a',
    herb: 'henna',
    leaf: '#5f8a2e',
    fill: '#6a5a22',
  },
  'herbal-henna-cone': {
    name: 'Henna',
    tag: 'FAST CONE',
    pack: 'cone',
    c: '#b27a0c',
    herb: 'henna',
    leaf: '#5f8a2e',
    fill: '#7a7a2a',
  },
  'neem-citronella-coil': {
    name: 'Neem Coil',
    tag: 'CITRONELLA',
    pack: 'coilbox',
    c: '#2f6b3a',
    coil: '#3f6a2c',
    herb: 'grass',
    leaf: HERB.neem,
    fill: '#5a7a3a',
  },
  'herbal-vaporiser-refill': {
    name: 'Vaporiser',
    tag: 'HERBAL REFILL',
    pack: 'vapo',
    c: '#1f6f8b',
    liq: '#bfe5d6',
    herb: 'grass',
    leaf: '#5a9a3a',
    fill: '#bfe5d6',
  },
  'lemongrass-roll-on': {
    name: 'Lemongrass',
    tag: 'ROLL-ON',
    pack: 'rollon',
    c: '#5e8f1c',
    cap: '#5e8f1c',
    herb: 'grass',
    leaf: '#8ab83a',
    fill: '#e8d36a',
  },
  'neem-mosquito-dhoop': {
    name: 'Neem Dhoop',
    tag: 'MOSQUITO',
    pack: 'stickbox',
    c: '#2f6b3a',
    stick: '#4a4a26',
    herb: 'leaves',
    leaf: HERB.neem,
    fill: '#6a7a3a',
  },
  'sambrani-dhoop-cups': {
    name: 'Sambrani',
    tag: 'DHOOP CUPS',
    pack: 'cupbox',
    c: '#6a2f7e',
    stick: '#5a3820',
    herb: 'chunks',
    chunk: '#c9964a',
    leaf: '#6f8f3a',
    fill: '#8a6a4a',
  },
  'guggal-dhoop-sticks': {
    name: 'Guggal',
    tag: 'DHOOP',
    pack: 'stickbox',
    c: '#9c3f22',
    stick: '#3b2a1e',
    herb: 'chunks',
    chunk: '#b5873a',
    leaf: '#6f8f3a',
    fill: '#6a4a2a',
  },
  'loban-dhoop-cones': {
    name: 'Loban',
    tag: 'DHOOP CONES',
    pack: 'conebox',
    c: '#2a5a88',
    stick: '#6b4a2e',
    herb: 'chunks',
    chunk: '#e2c48a',
    leaf: '#6f8f3a',
    fill: '#a07a4a',
  },
  'chandan-dhoop-sticks': {
    name: 'Chandan',
    tag: 'PREMIUM',
    pack: 'stickbox',
    c: '#5e1a26',
    trim: '#d4a84a',
    stick: '#c8976a',
    herb: 'chunks',
    chunk: '#c08a54',
    flower: '#d7263d',
    leaf: '#6f8f3a',
    fill: '#d8b48a',
  },
};

const DEFAULT_PACK = {
  capsulePowder: 'jar',
  juiceSyrup: 'bottle',
  soap: 'soap',
  shampoo: 'flip',
  fastCone: 'cone',
  mosquitoRepellant: 'coilbox',
  dhoopa: 'stickbox',
};

function lookFor(p, slug) {
  const base = LOOKS[slug] ?? {};
  return {
    name: p.title.split(/[ ,]/)[0],
    tag: 'AYURVEDIC',
    pack: DEFAULT_PACK[p.category],
    c: '#7a5a2a',
    herb: 'leaves',
    leaf: '#4f8f3a',
    fill: '#b89a6a',
    ...base,
    qty: p.quantity,
  };
}

// ------------------------------------------------------------------ shared pieces
const defs = (bg) =>
  `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>` +
  `<linearGradient id="g"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".22" stop-color="#fff" stop-opacity=".26"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
  `<path id="l" d="M0 0C16-15 50-18 76 0C50 18 16 15 0 0Z"/></defs>`;

const leaf = (x, y, a, s, c) =>
  `<use href="#l" fill="${c}" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(a)})${s === 1 ? '' : ` scale(${s})`}"/>`;

// a stem with alternating leaves, from (x,y) in direction a (degrees)
function sprig(x, y, a, len, c, count = 4, s = 0.8) {
  const r = (a * Math.PI) / 180;
  const ex = x + Math.cos(r) * len;
  const ey = y + Math.sin(r) * len;
  let o = `<path d="M${n(x)} ${n(y)}L${n(ex)} ${n(ey)}" stroke="${dk(c, 0.2)}" stroke-width="4" stroke-linecap="round"/>`;
  for (let i = 0; i < count; i++) {
    const t = 0.25 + (0.75 * i) / count;
    const side = i % 2 ? 1 : -1;
    o += leaf(
      x + Math.cos(r) * len * t,
      y + Math.sin(r) * len * t,
      a + side * 42,
      s * (1 - i * 0.06),
      i % 2 ? c : dk(c, 0.1),
    );
  }
  return o + leaf(ex, ey, a, s * 0.9, c);
}

const berry = (x, y, r, c) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${c}"/><circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.28)}" fill="#fff" opacity=".45"/>`;

function flower(x, y, r, c) {
  let o = `<g transform="translate(${n(x)} ${n(y)})">`;
  for (let i = 0; i < 5; i++)
    o += `<ellipse cx="0" cy="${-r * 0.55}" rx="${n(r * 0.42)}" ry="${n(r * 0.6)}" fill="${i % 2 ? c : dk(c, 0.08)}" transform="rotate(${i * 72})"/>`;
  return o + `<circle r="${n(r * 0.22)}" fill="${c === '#ffffff' ? '#e8b520' : dk(c, 0.45)}"/></g>`;
}

const chunk = (x, y, s, a, c) =>
  `<path d="M-20-8L-6-18L16-14L22 4L6 16L-16 12Z" fill="${c}" stroke="${c}" stroke-width="8" stroke-linejoin="round" transform="translate(${n(x)} ${n(y)}) rotate(${a}) scale(${s})"/><path d="M-12-6L6-10" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round" transform="translate(${n(x)} ${n(y)}) rotate(${a}) scale(${s})"/>`;

const smoke = (x, y, s = 1) =>
  `<g fill="none" stroke="#8f86a0" stroke-linecap="round" opacity=".55" transform="translate(${x} ${y}) scale(${s})"><path d="M0 0c-16-22 16-40 0-64s16-44 0-70" stroke-width="6"/><path d="M6-40c14-18-8-34 6-54" stroke-width="3"/></g>`;

const ridges = (x1, x2, y, h, c = '#000', op = 0.1) =>
  `<path d="M${x1} ${y}H${x2}" stroke="${c}" stroke-opacity="${op}" stroke-width="${h}" stroke-dasharray="3 5"/>`;

// Pack label: cream panel with an accent band, tag line, product name and quantity.
function label(cx, y, w, h, L, o = {}) {
  const x = n(cx - w / 2);
  const ink = o.ink ?? dk(L.c, 0.45);
  const lines = w < 200 && L.name.length > 11 && L.name.includes(' ') ? L.name.split(' ') : [L.name];
  const longest = Math.max(...lines.map((s) => s.length));
  const fs = Math.round(
    Math.min(o.max ?? 34, (w - 26) / (longest * 0.64), (h - 56) / (lines.length * 1.05 + 0.1)),
  );
  const qs = Math.round(Math.max(13, Math.min(18, fs * 0.6)));
  const ts = Math.max(9, Math.min(12, Math.round(w / 16)));
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.rx ?? 8}" fill="${o.bg ?? '#fffaf0'}"/>`;
  s += `<rect x="${x}" y="${y + 7}" width="${w}" height="4" fill="${L.c}"/><rect x="${x}" y="${y + h - 11}" width="${w}" height="4" fill="${L.c}"/>`;
  const body = h - 22;
  const block = ts + 8 + lines.length * fs * 1.05 + 6 + qs;
  let ty = y + 11 + (body - block) / 2 + ts;
  s += `<text x="${cx}" y="${n(ty)}" font-family="${SANS}" font-size="${ts}" letter-spacing="2" fill="${L.c}" text-anchor="middle">${esc(L.tag)}</text>`;
  for (const line of lines) {
    ty += fs * 1.05 + (line === lines[0] ? 6 : 0);
    s += `<text x="${cx}" y="${n(ty - fs * 0.12)}" font-family="${SERIF}" font-size="${fs}" font-weight="bold" fill="${ink}" text-anchor="middle">${esc(line)}</text>`;
  }
  ty += 6 + qs;
  s += `<text x="${cx}" y="${n(ty)}" font-family="${SANS}" font-size="${qs}" fill="${dk(L.c, 0.2)}" text-anchor="middle">${esc(L.qty)}</text>`;
  return s;
}

// ------------------------------------------------------------------ packs (drawn around x=300, bottom y=505)
const PACKS = {
  pouch(L) {
    const d = 'M190 170H410L417 488Q418 505 401 505H199Q182 505 183 488Z';
    return (
      `<path d="${d}" fill="${L.c}"/><path d="${d}" fill="url(#g)"/>` +
      `<rect x="190" y="170" width="220" height="34" fill="${dk(L.c, 0.3)}"/>` +
      ridges(192, 408, 187, 18, '#fff', 0.12) +
      `<rect x="284" y="178" width="32" height="9" rx="4.5" fill="${lt(L.c, 0.8)}"/>` +
      `<path d="M196 218H404" stroke="${dk(L.c, 0.3)}" stroke-width="3"/>` +
      label(300, 250, 184, 176, L) +
      `<ellipse cx="300" cy="466" rx="44" ry="16" fill="${L.fill}" stroke="${lt(L.c, 0.7)}" stroke-width="4"/>`
    );
  },
  jar(L, wide = false) {
    const w = wide ? 270 : 196;
    const x = 300 - w / 2;
    const top = wide ? 300 : 250;
    const cap = L.cap ?? '#f3eee2';
    return (
      `<rect x="${x + 12}" y="${top - 22}" width="${w - 24}" height="30" fill="${dk(L.c, 0.3)}"/>` +
      `<rect x="${x}" y="${top}" width="${w}" height="${505 - top}" rx="26" fill="${L.c}"/>` +
      `<rect x="${x}" y="${top}" width="${w}" height="${505 - top}" rx="26" fill="url(#g)"/>` +
      `<rect x="${x + 6}" y="${top - 82}" width="${w - 12}" height="66" rx="10" fill="${cap}"/>` +
      ridges(x + 10, x + w - 10, top - 49, 56, '#000', 0.09) +
      `<rect x="${x + 6}" y="${top - 82}" width="${w - 12}" height="66" rx="10" fill="url(#g)"/>` +
      label(300, top + (wide ? 26 : 40), w, wide ? 150 : 170, L, { rx: 0 })
    );
  },
  widejar(L) {
    return PACKS.jar(L, true);
  },
  bottle(L, syrup = false) {
    const body =
      'M272 172V200Q222 214 222 262V490Q222 505 237 505H363Q378 505 378 490V262Q378 214 328 200V172Z';
    const cap = L.cap ?? '#f3eee2';
    const capTop = syrup ? 112 : 128;
    return (
      `<path d="${body}" fill="${L.liq}"/><path d="${body}" fill="url(#g)"/>` +
      `<path d="M236 250Q240 222 274 212" stroke="#fff" stroke-opacity=".45" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<rect x="262" y="168" width="76" height="10" rx="3" fill="${dk(cap, 0.15)}"/>` +
      (syrup
        ? `<path d="M262 170L268 ${capTop}H332L338 170Z" fill="${cap}"/>` +
          `<path d="M276 132H292M276 146H300M276 160H292" stroke="${dk(cap, 0.35)}" stroke-width="2"/>`
        : `<rect x="266" y="${capTop}" width="68" height="44" rx="6" fill="${cap}"/>` +
          ridges(270, 330, capTop + 22, 36)) +
      `<rect x="262" y="${capTop}" width="76" height="${172 - capTop}" rx="6" fill="url(#g)" opacity=".8"/>` +
      label(300, 282, 156, 168, L, { rx: 0 })
    );
  },
  syrup(L) {
    return `<g transform="translate(300 505) scale(.9) translate(-300 -505)">${PACKS.bottle(L, true)}</g>`;
  },
  soap(L) {
    let s = '';
    if (L.multi) {
      s += `<g transform="translate(40 -70) scale(.92)" opacity=".96">${soapBar(L, true, true)}</g>`;
    }
    return s + soapBar(L, true);
  },
  flip(L) {
    return shampooBottle(L, false);
  },
  pump(L) {
    return shampooBottle(L, true);
  },
  cone(L) {
    return (
      `<g transform="translate(-28 -66)">${cone(L, 100, 455, -30, 0.8, true)}</g>` +
      `<g transform="translate(44 30)">${cone(L, 100, 455, -26, 0.86, true)}</g>` +
      cone(L, 96, 430, -30, 1)
    );
  },
  coilbox(L) {
    return box(L, 210, 290, (x, y, w) => spiral(x + w / 2, y + 220, 44, L.coil, 7));
  },
  vapo(L) {
    return (
      `<rect x="222" y="120" width="156" height="170" rx="30" fill="#f7f7f4"/><rect x="222" y="120" width="156" height="170" rx="30" fill="url(#g)"/>` +
      `<path d="M262 144H338M262 158H338M262 172H338" stroke="#c9ccc6" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="300" cy="226" r="16" fill="#e3e6e0"/><circle cx="300" cy="226" r="6" fill="#4caf50"/>` +
      `<rect x="276" y="288" width="48" height="26" fill="#e3e6e0"/>` +
      vial(L, 232, 312, 136, 193)
    );
  },
  rollon(L) {
    return (
      `<rect x="244" y="124" width="112" height="124" rx="16" fill="${L.cap}"/>` +
      ridges(250, 350, 160, 50, '#000', 0.08) +
      `<rect x="244" y="124" width="112" height="124" rx="16" fill="url(#g)"/>` +
      rollBody(L, 240)
    );
  },
  stickbox(L) {
    return box(L, 200, 300, null, sticks);
  },
  cupbox(L) {
    return (
      box(L, 230, 250, null, null, -30) +
      [200, 300, 400].map((x, i) => dhoopCup(L, x - 30, 505 - (i % 2) * 6, 1)).join('')
    );
  },
  conebox(L) {
    return (
      box(L, 230, 250, null, null, -30) +
      [196, 296, 396]
        .map(
          (x) =>
            `<path d="M${x - 30} 505L${x} 436L${x + 30} 505Z" fill="${L.stick}"/><path d="M${x - 18} 500L${x} 450" stroke="#fff" stroke-opacity=".2" stroke-width="6" stroke-linecap="round"/>`,
        )
        .join('')
    );
  },
};

function soapBar(L, wrapped, back = false) {
  const side = dk(L.c, 0.22);
  let s =
    `<rect x="132" y="262" width="336" height="220" rx="50" fill="${side}"/>` +
    `<rect x="132" y="244" width="336" height="214" rx="50" fill="${L.c}"/>` +
    `<rect x="132" y="244" width="336" height="214" rx="50" fill="url(#g)" opacity=".6"/>`;
  if (back) return s + `<rect x="128" y="300" width="344" height="110" fill="${L.band ?? dk(L.c, 0.4)}"/>`;
  if (wrapped) {
    const band = L.band ?? dk(L.c, 0.35);
    s +=
      `<rect x="126" y="284" width="348" height="146" fill="${band}"/>` +
      `<rect x="126" y="420" width="348" height="24" fill="${dk(band, 0.25)}"/>` +
      label(300, 292, 300, 130, L, { max: 38, rx: 4 });
  } else {
    s +=
      `<ellipse cx="300" cy="351" rx="126" ry="70" fill="none" stroke="${dk(L.c, 0.14)}" stroke-width="5"/>` +
      `<ellipse cx="300" cy="351" rx="112" ry="57" fill="${lt(L.c, 0.12)}"/>` +
      `<text x="300" y="362" font-family="${SERIF}" font-size="${Math.min(34, Math.round(190 / (L.name.length * 0.6)))}" font-weight="bold" fill="${dk(L.c, 0.5)}" text-anchor="middle">${esc(L.name)}</text>`;
  }
  return s;
}

function shampooBottle(L, pump) {
  const body = 'M226 250Q226 216 258 210H342Q374 216 374 250V488Q374 505 357 505H243Q226 505 226 488Z';
  const cap = L.cap ?? '#f3eee2';
  let s = `<path d="${body}" fill="${L.c}"/><path d="${body}" fill="url(#g)"/>`;
  if (pump) {
    s +=
      `<rect x="291" y="128" width="18" height="62" fill="${dk(cap, 0.1)}"/>` +
      `<path d="M262 112H340L394 118V130L340 136H262Q256 136 256 130V118Q256 112 262 112Z" fill="${cap}"/>` +
      `<rect x="270" y="180" width="60" height="34" rx="8" fill="${cap}"/>` +
      ridges(274, 326, 197, 28, '#000', 0.08) +
      `<rect x="256" y="112" width="138" height="24" fill="url(#g)" opacity=".7"/>`;
  } else {
    s +=
      `<path d="M256 212V166Q256 146 276 146H324Q344 146 344 166V212Z" fill="${cap}"/>` +
      `<path d="M256 190H344" stroke="${dk(cap, 0.18)}" stroke-width="3"/>` +
      `<rect x="286" y="150" width="28" height="8" rx="4" fill="${dk(cap, 0.12)}"/>` +
      `<path d="M256 212V166Q256 146 276 146H324Q344 146 344 166V212Z" fill="url(#g)"/>`;
  }
  return s + label(300, 270, 124, 178, L);
}

// mehndi cone lying at angle a; tip at local x=0, open end at x=len
function cone(L, r0, len, a, s, plain = false) {
  const rad = (a * Math.PI) / 180;
  const mid = len / 2;
  const tx = 300 - mid * Math.cos(rad) * s;
  const ty = 300 - mid * Math.sin(rad) * s;
  const r = L.thin ? r0 * 0.42 : r0 * 0.5;
  const rx = (x) => 3 + (r - 3) * (x / len);
  const a1 = len * 0.38;
  const a2 = len * 0.9;
  const paste = '#4d3c1a';
  let o = `<g transform="translate(${n(tx)} ${n(ty)}) rotate(${a})${s === 1 ? '' : ` scale(${s})`}">`;
  o += `<path d="M6 -3L${len} ${-r}L${len} ${r}L6 3Q-2 0 6 -3Z" fill="${paste}"/>`;
  o += `<path d="M${len} ${-r}L${len + 28} ${-r * 0.55}L${len + 46} ${-r * 0.8}L${len + 38} 0L${len + 46} ${n(r * 0.8)}L${len + 28} ${n(r * 0.55)}L${len} ${r}Z" fill="#fff" opacity=".55"/>`;
  o += `<rect x="${len - 10}" y="${-r - 3}" width="18" height="${2 * r + 6}" rx="3" fill="${L.c}"/>`;
  if (!plain) {
    o += `<path d="M${n(a1)} ${n(-rx(a1))}L${n(a2)} ${n(-rx(a2))}V${n(rx(a2))}L${n(a1)} ${n(rx(a1))}Z" fill="#fffaf0"/>`;
    o += `<path d="M${n(a1)} ${n(-rx(a1))}V${n(rx(a1))}M${n(a2)} ${n(-rx(a2))}V${n(rx(a2))}" stroke="${L.c}" stroke-width="8"/>`;
    const cx = (a1 + a2) / 2 + 4;
    const room = a2 - a1 - 30;
    const fs = Math.round(Math.min(30, room / (L.name.length * 0.64), rx(cx) * 0.8));
    o += `<text x="${n(cx)}" y="${n(fs * 0.25)}" font-family="${SERIF}" font-size="${fs}" font-weight="bold" fill="${dk(L.c, 0.4)}" text-anchor="middle">${esc(L.name)}</text>`;
    o += `<text x="${n(cx)}" y="${n(fs * 0.25 + 20)}" font-family="${SANS}" font-size="14" fill="${dk(L.c, 0.2)}" text-anchor="middle">${esc(L.qty)}</text>`;
  }
  o += `<path d="M20 ${n(-rx(20) + 2)}L${len - 16} ${n(-r + 8)}" stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"/>`;
  return o + '</g>';
}

// printed box with depth; content(x,y,w) draws artwork on the front, behind(x,y,w) draws things sticking out of the top
function box(L, w, h, content, behind, dy = 0) {
  const x = 300 - w / 2 - 14;
  const y = 505 - h + dy;
  const d = 28;
  const trim = L.trim ?? lt(L.c, 0.35);
  let s = `<path d="M${x} ${y}l${d} ${-d}h${w}l${-d} ${d}Z" fill="${dk(L.c, 0.45)}"/>`;
  if (behind) s += behind(L, x, y, w, d);
  s +=
    `<path d="M${x + w} ${y}l${d} ${-d}v${h}l${-d} ${d}Z" fill="${dk(L.c, 0.28)}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${L.c}"/>` +
    `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" fill="none" stroke="${trim}" stroke-width="2"/>`;
  s += label(x + w / 2, y + 26, w - 40, content ? 150 : Math.min(h - 52, 190), L, { ink: dk(L.c, 0.35) });
  if (content) s += content(x, y, w);
  return s;
}

function sticks(L, x, y, w, d) {
  let s = '';
  const count = 6;
  for (let i = 0; i < count; i++) {
    const sx = x + 30 + ((w - 40) * i) / count;
    const top = y - 120 + ((i * 37) % 50);
    s += `<rect x="${n(sx)}" y="${top}" width="15" height="${y - top + 10}" rx="7" fill="${i % 2 ? L.stick : dk(L.stick, 0.15)}"/>`;
  }
  return s;
}

function spiral(cx, cy, r, c, turns) {
  // coil drawn with alternating half-circle arcs of growing radius
  let d = `M${cx} ${cy}`;
  let rr = 4;
  let dir = 1;
  let x = cx;
  for (let i = 0; i < turns * 2; i++) {
    const nr = rr + (r / turns) * 0.5;
    const nx = x + dir * (rr + nr);
    d += `A${n((rr + nr) / 2)} ${n((rr + nr) / 2)} 0 0 1 ${n(nx)} ${cy}`;
    x = nx;
    rr = nr;
    dir = -dir;
  }
  return `<path d="${d}" fill="none" stroke="${c}" stroke-width="${n((r / turns) * 0.55)}" stroke-linecap="round"/>`;
}

function vial(L, x, y, w, h) {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${L.liq}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="url(#g)"/>` +
    `<rect x="${x + 12}" y="${y + 8}" width="8" height="${h - 30}" rx="4" fill="#fff" opacity=".5"/>` +
    label(x + w / 2, y + 18, w - 16, h - 36, L)
  );
}

function rollBody(L, top) {
  let s = `<rect x="248" y="${top}" width="104" height="${505 - top}" rx="20" fill="#f7f3e6"/><rect x="248" y="${top}" width="104" height="${505 - top}" rx="20" fill="url(#g)"/>`;
  const cx = 300;
  const cy = top + (505 - top) / 2;
  const len = 505 - top - 40;
  s += `<rect x="256" y="${top + 18}" width="88" height="${len}" rx="6" fill="${L.c}"/>`;
  const fs = Math.round(Math.min(34, (len - 30) / (L.name.length * 0.64)));
  s += `<g transform="rotate(-90 ${cx} ${n(cy)})"><text x="${cx}" y="${n(cy - 2)}" font-family="${SERIF}" font-size="${fs}" font-weight="bold" fill="#fffdf5" text-anchor="middle">${esc(L.name)}</text>`;
  s += `<text x="${cx}" y="${n(cy + 24)}" font-family="${SANS}" font-size="16" fill="#fffdf5" text-anchor="middle" letter-spacing="1">${esc(L.tag)} · ${esc(L.qty)}</text></g>`;
  return s;
}

function dhoopCup(L, x, y, s) {
  return (
    `<g transform="translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}"><path d="M-34 -52H34L24 0H-24Z" fill="${L.stick}"/>` +
    `<ellipse cx="0" cy="-52" rx="34" ry="9" fill="${dk(L.stick, 0.3)}"/><ellipse cx="0" cy="-52" rx="16" ry="4" fill="#1f140c"/>` +
    `<path d="M-26-40L-20-8" stroke="#fff" stroke-opacity=".2" stroke-width="6" stroke-linecap="round"/></g>`
  );
}

// ------------------------------------------------------------------ image 2: pack plus a prop
function props(L, cat) {
  const P = L.pack;
  const packSmall = (tx = -64, s = 0.84) =>
    `<g transform="translate(${n(300 + tx - 300 * s)} ${n(505 - 505 * s)}) scale(${s})">${PACKS[P](L)}</g>`;
  if (P === 'jar' || P === 'widejar') {
    let o = packSmall(-70, P === 'jar' ? 0.8 : 0.78);
    if (P === 'jar') {
      const cols = [L.c, '#f3eee2'];
      [
        [420, 470, 20],
        [468, 492, -30],
        [396, 505, 70],
        [492, 452, 10],
        [450, 430, -60],
      ].forEach(([x, y, a]) => {
        o += `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-34" y="-14" width="68" height="28" rx="14" fill="${cols[1]}"/><path d="M0-14H-20A14 14 0 0 0-20 14H0Z" fill="${cols[0]}"/><rect x="-28" y="-9" width="48" height="5" rx="2.5" fill="#fff" opacity=".4"/></g>`;
      });
    } else {
      o +=
        spoon(430, 478, L.fill, '#c9952c') +
        berry(500, 490, 20, L.berry) +
        berry(468, 500, 16, dk(L.berry, 0.1));
    }
    return o;
  }
  if (P === 'pouch')
    return (
      packSmall(-70, 0.8) + bowl(446, 470, 92, L.fill, '#8a5a34') + spoon(448, 512, L.fill, '#a9743f', -12)
    );
  if (P === 'bottle' || P === 'syrup') {
    const o = packSmall(-70, P === 'bottle' ? 0.82 : 0.86);
    if (P === 'syrup')
      return o + spoon(440, 480, L.liq, '#c9c4b6') + sprig(410, 420, -60, 120, L.leaf, 4, 0.7);
    return (
      o +
      `<path d="M400 330H504L494 505H410Z" fill="#fff" opacity=".55"/><path d="M404 370H500L494 505H410Z" fill="${L.liq}"/>` +
      `<path d="M404 370H500L494 505H410Z" fill="url(#g)"/><ellipse cx="452" cy="370" rx="48" ry="6" fill="${lt(L.liq, 0.3)}"/>` +
      (L.herb === 'berries' ? berry(486, 350, 22, L.berry) : leaf(470, 350, -60, 0.9, L.leaf ?? HERB.aloe))
    );
  }
  if (P === 'soap') {
    let o = `<g transform="translate(-40 -96) scale(.78) translate(84 150)">${soapBar(L, true)}</g>`;
    o += `<g transform="translate(40 40) scale(.86) translate(48 82)">${soapBar(L, false)}</g>`;
    return o + bubbles(480, 300, 1);
  }
  if (P === 'flip' || P === 'pump')
    return packSmall(-62, 0.86) + bubbles(452, 300, 1.1) + herbMini(L, 470, 480);
  if (P === 'cone') return mandala(L) + cone(L, 96, 430, -30, 0.96);
  if (P === 'coilbox') {
    return (
      `<ellipse cx="300" cy="480" rx="170" ry="36" fill="#b9bec6"/><ellipse cx="300" cy="474" rx="170" ry="36" fill="#dfe3e8"/>` +
      `<g transform="translate(300 440) scale(1 .42)">${spiral(0, 0, 140, L.coil, 5)}</g>` +
      `<circle cx="442" cy="440" r="7" fill="#ff7a1a"/><circle cx="442" cy="440" r="3" fill="#ffd23a"/>` +
      smoke(444, 430, 1.2) +
      `<path d="M300 440V420" stroke="#9aa0a8" stroke-width="6"/>` +
      sprig(120, 300, -70, 130, L.leaf, 4, 0.75)
    );
  }
  if (P === 'vapo')
    return (
      `<g transform="translate(-80 0)">${PACKS.vapo(L)}</g>` +
      `<g transform="translate(120 60) scale(.8)">${vial(L, 232, 312, 136, 193)}</g>`
    );
  if (P === 'rollon') {
    return (
      `<g transform="translate(-60 0)">${rollBody(L, 200)}<rect x="276" y="176" width="48" height="28" rx="6" fill="#e7e2d2"/><circle cx="300" cy="176" r="22" fill="#fff"/><circle cx="292" cy="168" r="7" fill="#fff" stroke="#dcd6c6" stroke-width="2"/></g>` +
      `<g transform="rotate(-70 440 470)"><rect x="384" y="414" width="112" height="112" rx="16" fill="${L.cap}"/><rect x="384" y="414" width="112" height="112" rx="16" fill="url(#g)"/></g>` +
      sprig(470, 380, -110, 170, L.leaf, 3, 0.8)
    );
  }
  if (P === 'stickbox') {
    return (
      packSmall(-90, 0.76) +
      `<path d="M390 505H520L506 478H404Z" fill="#c9952c"/><rect x="448" y="470" width="14" height="10" fill="#a87a20"/>` +
      `<rect x="447" y="300" width="16" height="176" rx="8" fill="${L.stick}" transform="rotate(6 455 476)"/>` +
      `<circle cx="437" cy="302" r="7" fill="#ff7a1a" opacity=".9"/>` +
      smoke(437, 292, 1.1)
    );
  }
  if (P === 'cupbox') {
    return (
      `<ellipse cx="300" cy="488" rx="220" ry="30" fill="#a87a20"/><ellipse cx="300" cy="480" rx="220" ry="30" fill="#d4a843"/><ellipse cx="300" cy="480" rx="170" ry="20" fill="#c4952e"/>` +
      dhoopCup(L, 230, 476, 1.3) +
      dhoopCup(L, 380, 482, 1.3) +
      `<ellipse cx="230" cy="408" rx="14" ry="4" fill="#ff7a1a"/>` +
      smoke(230, 396, 1.5) +
      smoke(380, 400, 1.2)
    );
  }
  if (P === 'conebox') {
    return (
      packSmall(-90, 0.76) +
      `<ellipse cx="450" cy="496" rx="76" ry="16" fill="#a87a20"/><ellipse cx="450" cy="490" rx="76" ry="16" fill="#d4a843"/>` +
      `<path d="M416 488L450 420L484 488Z" fill="${L.stick}"/><circle cx="450" cy="422" r="6" fill="#ff7a1a"/>` +
      smoke(450, 412, 1.1)
    );
  }
  return packSmall();
}

function spoon(x, y, fill, c, a = -20) {
  return `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-10" y="-5" width="130" height="10" rx="5" fill="${c}"/><ellipse cx="-30" cy="0" rx="36" ry="22" fill="${c}"/><ellipse cx="-30" cy="-2" rx="28" ry="15" fill="${fill}"/></g>`;
}

function bowl(cx, cy, r, fill, c) {
  return (
    `<path d="M${cx - r - 6} ${cy}Q${cx} ${cy - r * 0.9} ${cx + r + 6} ${cy}Z" fill="${fill}"/>` +
    `<path d="M${cx - r} ${cy}Q${cx - r + 6} ${cy + r * 0.78} ${cx} ${cy + r * 0.8}Q${cx + r - 6} ${cy + r * 0.78} ${cx + r} ${cy}Z" fill="${c}"/>` +
    `<path d="M${cx - r} ${cy}Q${cx - r + 6} ${cy + r * 0.78} ${cx} ${cy + r * 0.8}Q${cx + r - 6} ${cy + r * 0.78} ${cx + r} ${cy}Z" fill="url(#g)"/>` +
    `<rect x="${cx - r - 4}" y="${cy - 5}" width="${2 * r + 8}" height="10" rx="5" fill="${dk(c, 0.15)}"/>`
  );
}

function bubbles(x, y, s) {
  return `<g fill="#fff" stroke="#fff" stroke-opacity=".9" stroke-width="3" fill-opacity=".45" transform="translate(${x} ${y}) scale(${s})"><circle r="34"/><circle cx="-40" cy="30" r="22"/><circle cx="30" cy="46" r="18"/><circle cx="-10" cy="-52" r="14"/><circle cx="44" cy="-20" r="10"/></g>`;
}

function herbMini(L, x, y) {
  if (L.herb === 'flower') return flower(x, y - 30, 52, L.flower) + leaf(x - 40, y, 160, 0.8, L.leaf);
  if (L.herb === 'berries')
    return (
      berry(x, y, 24, L.berry) +
      berry(x + 40, y + 8, 18, dk(L.berry, 0.12)) +
      leaf(x - 30, y + 10, 200, 0.7, L.leaf ?? '#5a8a3a')
    );
  return (
    leaf(x - 50, y, -30, 1, L.leaf) +
    leaf(x - 40, y + 10, -70, 0.8, dk(L.leaf, 0.1)) +
    (L.flower ? flower(x + 30, y - 10, 22, L.flower) : '')
  );
}

function mandala(L) {
  const c = '#8a3a1a';
  let o = `<g transform="translate(400 180)" fill="none" stroke="${c}" stroke-opacity=".55" stroke-width="3"><circle r="18"/><circle r="34"/><circle r="92" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  for (let i = 0; i < 12; i++) o += `<path d="M0-38Q16-60 0-80Q-16-60 0-38Z" transform="rotate(${i * 30})"/>`;
  for (let i = 0; i < 8; i++)
    o += `<circle cx="0" cy="-26" r="3" fill="${c}" transform="rotate(${i * 45})"/>`;
  return o + '</g>';
}

// ------------------------------------------------------------------ image 3: ingredient close-up
function ingredients(L) {
  const leafC = L.leaf ?? '#4f8f3a';
  let back = '';
  let inBowl = '';
  let front = '';
  switch (L.herb) {
    case 'root':
      back = sprig(220, 380, -120, 190, leafC, 5) + sprig(380, 380, -60, 190, leafC, 5);
      front = `<g fill="none" stroke="#8a5a2e" stroke-linecap="round"><path d="M120 500C190 470 260 520 330 480" stroke-width="16"/><path d="M210 488C230 520 270 530 300 526M270 496C300 470 340 462 380 468" stroke-width="8"/><path d="M330 480C380 470 420 500 470 486" stroke-width="10"/></g>`;
      break;
    case 'leaves':
      back =
        sprig(200, 390, -125, 200, leafC, 5) +
        sprig(300, 370, -90, 210, dk(leafC, 0.08), 5) +
        sprig(400, 390, -55, 200, leafC, 5);
      if (L.flower) back += flower(230, 220, 30, L.flower) + flower(390, 200, 26, L.flower);
      if (L.chunk) front = chunk(470, 500, 1.2, 20, L.chunk) + chunk(130, 505, 1, -30, L.chunk);
      else front = leaf(120, 500, -20, 1, leafC) + leaf(420, 505, 10, 1, dk(leafC, 0.1));
      break;
    case 'berries':
      back =
        sprig(200, 390, -125, 190, L.leaf ?? '#5a8a3a', 4) +
        sprig(400, 390, -55, 190, L.leaf ?? '#5a8a3a', 4);
      if (L.gourd)
        back += `<g transform="translate(300 250) rotate(-20)"><ellipse rx="44" ry="120" fill="${L.gourd}"/><path d="M-20-100V100M0-115V115M20-100V100" stroke="${dk(L.gourd, 0.2)}" stroke-width="5" stroke-dasharray="10 8" stroke-linecap="round"/></g>`;
      if (L.flower) back += flower(300, 220, 34, L.flower);
      inBowl = [
        [250, 392],
        [300, 380],
        [350, 392],
        [275, 364],
        [325, 364],
      ]
        .map(([x, y], i) => berry(x, y, 26, i % 2 ? dk(L.berry, 0.1) : L.berry))
        .join('');
      front =
        berry(118, 492, 30, L.berry) + berry(480, 496, 26, dk(L.berry, 0.1)) + berry(448, 512, 20, L.berry);
      break;
    case 'flower':
      back =
        sprig(220, 380, -120, 180, leafC, 4) +
        sprig(380, 380, -60, 180, leafC, 4) +
        flower(300, 240, 80, L.flower);
      front = flower(130, 470, 44, L.flower) + flower(480, 480, 36, lt(L.flower, 0.15));
      break;
    case 'aloe':
      for (const [a, s, c] of [
        [-30, 1, '#5f9f48'],
        [30, 1, '#5f9f48'],
        [-10, 1.15, '#6aa84f'],
        [12, 1.1, '#4f8f3a'],
      ]) {
        back += `<path d="M-22 0C-24-110-10-200 0-260C10-200 24-110 22 0Z" fill="${c}" transform="translate(300 400) rotate(${a}) scale(${s})"/><path d="M0-20V-220" stroke="#fff" stroke-opacity=".25" stroke-width="5" transform="translate(300 400) rotate(${a}) scale(${s})"/>`;
      }
      front = `<rect x="400" y="456" width="70" height="50" rx="12" fill="#dff0c8" stroke="#6aa84f" stroke-width="6"/><rect x="112" y="466" width="60" height="42" rx="10" fill="#dff0c8" stroke="#6aa84f" stroke-width="6"/>`;
      break;
    case 'grass':
      for (let i = 0; i < 9; i++) {
        const a = -150 + i * 15;
        const r = (a * Math.PI) / 180;
        const x2 = 300 + Math.cos(r) * 300;
        const y2 = 400 + Math.sin(r) * 300;
        back += `<path d="M300 400Q${n(300 + Math.cos(r) * 160)} ${n(400 + Math.sin(r) * 200)} ${n(x2)} ${n(y2)}" stroke="${i % 2 ? L.leaf : dk(L.leaf, 0.15)}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
      }
      front = leaf(110, 500, -30, 1, HERB.neem) + leaf(420, 506, 15, 1, dk(HERB.neem, 0.1));
      break;
    case 'chunks':
      back = sprig(200, 390, -125, 190, leafC, 4) + sprig(400, 390, -55, 190, leafC, 4);
      if (L.flower) back += flower(300, 230, 40, L.flower);
      inBowl = [
        [250, 386, 15],
        [300, 376, -20],
        [350, 388, 40],
        [276, 360, 70],
        [328, 358, -50],
      ]
        .map(([x, y, a], i) => chunk(x, y, 1.1, a, i % 2 ? dk(L.chunk, 0.12) : L.chunk))
        .join('');
      front = chunk(120, 490, 1.4, 30, L.chunk) + chunk(480, 496, 1.2, -20, dk(L.chunk, 0.1));
      break;
    case 'henna':
      back =
        sprig(200, 390, -125, 200, leafC, 5) +
        sprig(300, 370, -90, 210, dk(leafC, 0.08), 5) +
        sprig(400, 390, -55, 200, leafC, 5);
      front =
        `<g transform="translate(450 470) rotate(-30)">${mandalaSmall()}</g>` + leaf(100, 500, -20, 1, leafC);
      break;
  }
  const bowlC =
    L.herb === 'henna' ? '#b5653a' : L.herb === 'chunks' || L.herb === 'root' ? '#8a5a34' : '#f3efe6';
  const pill = `<rect x="170" y="46" width="260" height="50" rx="25" fill="#fffaf0" opacity=".92"/><text x="300" y="79" font-family="${SERIF}" font-size="${Math.min(26, Math.round(220 / (L.name.length * 0.62)))}" font-weight="bold" fill="${dk(L.c, 0.4)}" text-anchor="middle">${esc(L.name)}</text>`;
  return (
    pill +
    back +
    (inBowl
      ? bowl(300, 410, 120, dk(L.fill ?? '#b89a6a', 0.1), bowlC) + inBowl
      : bowl(300, 410, 120, L.fill, bowlC)) +
    front
  );
}

function mandalaSmall() {
  return `<g fill="none" stroke="#7a3414" stroke-width="3"><circle r="12"/><circle r="24" stroke-dasharray="3 6"/>${[0, 60, 120, 180, 240, 300].map((a) => `<path d="M0-26Q10-40 0-52Q-10-40 0-26Z" transform="rotate(${a})"/>`).join('')}</g>`;
}

// ------------------------------------------------------------------ assemble
function svgFor(p, idx) {
  const url = p.images[idx];
  const slug = url.replace(/^.*\//, '').replace(/-\d+\.svg$/, '');
  const L = lookFor(p, slug);
  const bg = BG[p.category] ?? BG.capsulePowder;
  const v = idx % 3;
  let scene;
  if (v === 0) scene = PACKS[L.pack](L);
  else if (v === 1) scene = props(L, p.category);
  else scene = ingredients(L);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<title>${esc(p.title)}</title>` +
    defs(bg) +
    `<rect width="600" height="600" fill="url(#b)"/>` +
    `<circle cx="300" cy="290" r="230" fill="#fff" opacity=".32"/>` +
    `<ellipse cx="300" cy="510" rx="210" ry="18" fill="#3a2a1a" opacity=".1"/>` +
    scene +
    `</svg>\n`
  );
}

mkdirSync(outDir, { recursive: true });
let count = 0;
let largest = 0;
for (const p of products) {
  p.images.forEach((url, idx) => {
    const name = url.replace(/^\/products\//, '');
    const svg = svgFor(p, idx);
    writeFileSync(join(outDir, name), svg);
    largest = Math.max(largest, Buffer.byteLength(svg));
    count++;
  });
}
console.log(`wrote ${count} SVGs to ${outDir} (largest ${largest} bytes)`);
