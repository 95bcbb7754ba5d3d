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
const MAX_BYTES = 6 * 1024;

const SERIF = `Georgia, 'Times New Roman', serif`;
const SANS = `'Segoe UI', Helvetica, Arial, sans-serif`;

// ------------------------------------------------------------------ helpers
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const mix = (a, t, b) => {
  const y = hex(b);
  return (
    '#' +
    hex(a)
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
// scale a drawing about the floor point (300,505), then shift it
const place = (s, dx, dy, body) =>
  `<g transform="translate(${n(300 + dx - 300 * s)} ${n(505 + dy - 505 * s)}) scale(${s})">${body}</g>`;

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

// pack: pouch | jar | widejar | bottle | syrup | soap | flip | pump | cone | coilbox | vapo | rollon |
//       stickbox | cupbox | conebox
// herb (image 3): root | leaves | berries | flower | aloe | grass | chunks | henna
// lw: leaf width factor (neem is narrow, tulsi and brahmi are round)
const LOOKS = {
  'ashwagandha-churna': { name: 'Ashwagandha', pack: 'pouch', c: '#8a5426', fill: '#cfa868', herb: 'root' },
  'giloy-capsules': {
    name: 'Giloy',
    pack: 'jar',
    c: '#2f7a4a',
    herb: 'leaves',
    leaf: '#4f8f3a',
    lw: 1.7,
    fill: '#8a9a5a',
  },
  'brahmi-capsules': {
    name: 'Brahmi',
    pack: 'jar',
    c: '#28698a',
    herb: 'leaves',
    leaf: '#5b9a40',
    lw: 1.9,
    ls: 0.6,
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
    herb: 'leaves',
    leaf: '#3f7a3a',
    lw: 1.5,
    fill: '#c98a2a',
    ginger: '#d9b07a',
  },
  'neem-tulsi-soap': {
    name: 'Neem Tulsi',
    pack: 'soap',
    c: '#5f9444',
    multi: 3,
    herb: 'leaves',
    leaf: '#4d7f34',
    lw: 0.7,
    fill: '#7aa85a',
  },
  'sandalwood-soap': {
    name: 'Sandalwood',
    pack: 'soap',
    c: '#d6a56a',
    band: '#7a3b16',
    herb: 'chunks',
    chunk: '#b9824c',
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
    lw: 0.8,
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
    fill: '#c89a5a',
  },
  'amla-shampoo': {
    name: 'Amla',
    tag: 'STRENGTHENING',
    pack: 'pump',
    c: '#5f7d1c',
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
    c: '#a8700a',
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
    leaf: '#6a9a3a',
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
    leaf: '#4d7f34',
    lw: 0.7,
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
  return {
    name: p.title.split(/[ ,]/)[0],
    tag: 'AYURVEDIC',
    pack: DEFAULT_PACK[p.category] ?? 'jar',
    c: '#7a5a2a',
    cap: '#f3eee2',
    liq: '#c9a25a',
    herb: 'leaves',
    leaf: '#5a8a3a',
    lw: 1,
    ls: 0.8,
    fill: '#b89a6a',
    berry: '#b8cb55',
    stick: '#5a3a22',
    coil: '#3f6a2c',
    ...LOOKS[slug],
    qty: p.quantity,
  };
}

// ------------------------------------------------------------------ shared pieces
const defs = (bg) =>
  `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>` +
  `<linearGradient id="g"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".22" stop-color="#fff" stop-opacity=".26"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
  `<path id="l" d="M0 0C16-15 50-18 76 0C50 18 16 15 0 0Z"/></defs>`;

const leaf = (x, y, a, s, c, lw = 1) =>
  `<use href="#l" fill="${c}" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(a)}) scale(${n(s * 100) / 100} ${n(s * lw * 100) / 100})"/>`;

// a stem with alternating leaves, from (x,y) in direction a (degrees)
function sprig(x, y, a, len, c, count = 4, s = 0.8, lw = 1) {
  const r = (a * Math.PI) / 180;
  const ex = x + Math.cos(r) * len;
  const ey = y + Math.sin(r) * len;
  let o = `<path d="M${n(x)} ${n(y)}L${n(ex)} ${n(ey)}" stroke="${dk(c, 0.2)}" stroke-width="4" stroke-linecap="round"/>`;
  for (let i = 0; i < count; i++) {
    const t = 0.25 + (0.75 * i) / count;
    const side = i % 2 ? 1 : -1;
    const px = x + Math.cos(r) * len * t;
    const py = y + Math.sin(r) * len * t;
    o += leaf(px, py, a + side * 42, s * (1 - i * 0.06), i % 2 ? c : dk(c, 0.1), lw);
  }
  return o + leaf(ex, ey, a, s * 0.9, c, lw);
}

const berry = (x, y, r, c) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${c}"/><circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.28)}" fill="#fff" opacity=".45"/>`;

function flower(x, y, r, c) {
  let o = `<g transform="translate(${n(x)} ${n(y)})">`;
  for (let i = 0; i < 5; i++) {
    o += `<ellipse cy="${n(-r * 0.55)}" rx="${n(r * 0.42)}" ry="${n(r * 0.6)}" fill="${i % 2 ? c : dk(c, 0.08)}" transform="rotate(${i * 72})"/>`;
  }
  return o + `<circle r="${n(r * 0.22)}" fill="${c === '#ffffff' ? '#e8b520' : dk(c, 0.45)}"/></g>`;
}

const chunk = (x, y, s, a, c) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${a}) scale(${s})"><path d="M-20-8L-6-18L16-14L22 4L6 16L-16 12Z" fill="${c}" stroke="${c}" stroke-width="8" stroke-linejoin="round"/><path d="M-12-6L6-10" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/></g>`;

const smoke = (x, y, s = 1) =>
  `<g fill="none" stroke="#8f86a0" stroke-linecap="round" opacity=".55" transform="translate(${x} ${y}) scale(${s})"><path d="M0 0c-16-22 16-40 0-64s16-44 0-70" stroke-width="6"/><path d="M6-40c14-18-8-34 6-54" stroke-width="3"/></g>`;

const ember = (x, y) =>
  `<circle cx="${x}" cy="${y}" r="7" fill="#ff7a1a"/><circle cx="${x}" cy="${y}" r="3" fill="#ffd23a"/>`;

const ridges = (x1, x2, y, h, c = '#000', op = 0.1) =>
  `<path d="M${x1} ${y}H${x2}" stroke="${c}" stroke-opacity="${op}" stroke-width="${h}" stroke-dasharray="3 5"/>`;

// Pack label: cream panel with accent bands, tag line, product name (1-2 lines) and quantity.
function label(cx, y, w, h, L, o = {}) {
  const x = n(cx - w / 2);
  const ink = o.ink ?? dk(L.c, 0.45);
  const lines = w < 200 && L.name.length > 11 && L.name.includes(' ') ? L.name.split(' ') : [L.name];
  const longest = Math.max(...lines.map((s) => s.length));
  const fs = Math.round(
    Math.min(o.max ?? 36, (w - 20) / (longest * 0.6), (h - 54) / (lines.length * 1.05 + 0.1)),
  );
  const qs = Math.round(Math.max(14, Math.min(19, fs * 0.6)));
  const ts = Math.max(9, Math.min(12, Math.round(w / 15)));
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.rx ?? 8}" fill="#fffaf0"/>`;
  s += `<path d="M${x} ${y + 9}h${w}M${x} ${y + h - 9}h${w}" stroke="${L.c}" stroke-width="4"/>`;
  const block = ts + 8 + lines.length * fs * 1.05 + 6 + qs;
  let ty = y + 11 + (h - 22 - block) / 2 + ts;
  s += `<text x="${cx}" y="${n(ty)}" font-family="${SANS}" font-size="${ts}" letter-spacing="2" fill="${dk(L.c, 0.3)}" text-anchor="middle">${esc(L.tag)}</text>`;
  ty += 6;
  for (const line of lines) {
    ty += fs * 1.05;
    s += `<text x="${cx}" y="${n(ty - fs * 0.12)}" font-family="${SERIF}" font-size="${fs}" font-weight="bold" fill="${ink}" text-anchor="middle">${esc(line)}</text>`;
  }
  ty += 6 + qs;
  s += `<text x="${cx}" y="${n(ty)}" font-family="${SANS}" font-size="${qs}" fill="${dk(L.c, 0.3)}" text-anchor="middle">${esc(L.qty)}</text>`;
  return s;
}

// ------------------------------------------------------------------ packs (drawn around x=300, floor y=505)
const PACKS = {
  pouch(L) {
    const d = 'M172 170H428L436 486Q437 505 418 505H182Q163 505 164 486Z';
    return (
      `<path d="${d}" fill="${L.c}"/><path d="${d}" fill="url(#g)"/>` +
      `<rect x="172" y="170" width="256" height="34" fill="${dk(L.c, 0.3)}"/>` +
      ridges(174, 426, 187, 18, '#fff', 0.12) +
      `<rect x="284" y="178" width="32" height="9" rx="4.5" fill="${lt(L.c, 0.8)}"/>` +
      `<path d="M178 218H422" stroke="${dk(L.c, 0.3)}" stroke-width="3"/>` +
      label(300, 246, 220, 180, L) +
      `<ellipse cx="300" cy="466" rx="46" ry="17" fill="${L.fill}" stroke="${lt(L.c, 0.7)}" stroke-width="4"/>`
    );
  },
  jar(L, wide = false) {
    const w = wide ? 280 : 200;
    const x = 300 - w / 2;
    const top = wide ? 296 : 250;
    return (
      `<rect x="${x + 12}" y="${top - 22}" width="${w - 24}" height="30" fill="${dk(L.c, 0.3)}"/>` +
      `<rect x="${x}" y="${top}" width="${w}" height="${505 - top}" rx="26" fill="${L.c}"/>` +
      `<rect x="${x}" y="${top}" width="${w}" height="${505 - top}" rx="26" fill="url(#g)"/>` +
      `<rect x="${x + 6}" y="${top - 82}" width="${w - 12}" height="66" rx="10" fill="${L.cap}"/>` +
      ridges(x + 10, x + w - 10, top - 49, 56, '#000', 0.09) +
      `<rect x="${x + 6}" y="${top - 82}" width="${w - 12}" height="66" rx="10" fill="url(#g)"/>` +
      label(300, top + (wide ? 30 : 40), w, wide ? 150 : 170, L, { rx: 0 })
    );
  },
  widejar(L) {
    return PACKS.jar(L, true);
  },
  bottle(L, syrup = false) {
    const body =
      'M272 172V200Q218 214 218 262V490Q218 505 233 505H367Q382 505 382 490V262Q382 214 328 200V172Z';
    const capTop = syrup ? 112 : 128;
    return (
      `<path d="${body}" fill="${L.liq}"/><path d="${body}" fill="url(#g)"/>` +
      `<path d="M234 250Q238 224 272 212" stroke="#fff" stroke-opacity=".45" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<rect x="262" y="168" width="76" height="10" rx="3" fill="${dk(L.cap, 0.15)}"/>` +
      (syrup
        ? `<path d="M262 170L268 ${capTop}H332L338 170Z" fill="${L.cap}"/><path d="M278 132H294M278 146H302M278 160H294" stroke="${dk(L.cap, 0.35)}" stroke-width="2"/>`
        : `<rect x="266" y="${capTop}" width="68" height="44" rx="6" fill="${L.cap}"/>` +
          ridges(270, 330, capTop + 22, 36)) +
      `<rect x="262" y="${capTop}" width="76" height="${172 - capTop}" rx="6" fill="url(#g)" opacity=".8"/>` +
      label(300, 280, 164, 172, L, { rx: 0 })
    );
  },
  syrup(L) {
    return place(0.92, 0, 0, PACKS.bottle(L, true));
  },
  soap(L) {
    // multi-packs show two more bars behind
    let s = '';
    if (L.multi) s += place(0.8, -80, -64, soapBar(L, 'bare')) + place(0.8, 80, -64, soapBar(L, 'bare'));
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
      `<g transform="translate(-30 -40)">${cone(L, 0.9, -26, true)}</g>` +
      `<g transform="translate(0 40)">${cone(L, 1, -30)}</g>`
    );
  },
  coilbox(L) {
    return box(
      L,
      214,
      300,
      (x, y, w) =>
        `<circle cx="${x + w / 2}" cy="${y + 234}" r="52" fill="#fffaf0"/>` +
        spiral(x + w / 2, y + 234, 44, L.coil, 5),
    );
  },
  vapo(L) {
    return (
      `<path d="M276 122V98M324 122V98" stroke="#b8bcc2" stroke-width="9"/>` +
      `<rect x="222" y="120" width="156" height="170" rx="30" fill="#f7f7f4"/><rect x="222" y="120" width="156" height="170" rx="30" fill="url(#g)"/>` +
      `<path d="M262 144H338M262 158H338M262 172H338" stroke="#c9ccc6" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="300" cy="226" r="16" fill="#e3e6e0"/><circle cx="300" cy="226" r="6" fill="#4caf50"/>` +
      `<rect x="276" y="288" width="48" height="26" fill="#e3e6e0"/>` +
      vial(L)
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
      [170, 270, 370].map((x, i) => dhoopCup(L, x, 505 - (i % 2) * 6, 1)).join('')
    );
  },
  conebox(L) {
    return (
      box(L, 230, 250, null, null, -30) +
      [166, 266, 366]
        .map(
          (x) =>
            `<path d="M${x - 30} 505L${x} 436L${x + 30} 505Z" fill="${L.stick}"/><path d="M${x - 18} 500L${x} 450" stroke="#fff" stroke-opacity=".2" stroke-width="6" stroke-linecap="round"/>`,
        )
        .join('')
    );
  },
};

// bar of soap seen slightly from above, optionally with a paper band wrapped around its middle
function soapBar(L, wrapped) {
  const top = 270;
  const H = 190;
  const mid = top + H / 2;
  let s =
    `<rect x="130" y="${top + 45}" width="340" height="${H}" rx="66" fill="${dk(L.c, 0.22)}"/>` +
    `<rect x="130" y="${top}" width="340" height="${H}" rx="66" fill="${L.c}"/>` +
    `<rect x="130" y="${top}" width="340" height="${H}" rx="66" fill="url(#g)" opacity=".5"/>` +
    `<rect x="146" y="${top + 12}" width="308" height="${H - 24}" rx="54" fill="none" stroke="${lt(L.c, 0.3)}" stroke-width="3"/>`;
  if (wrapped === 'bare') return s;
  if (wrapped) {
    const band = L.band ?? dk(L.c, 0.4);
    s +=
      `<rect x="202" y="${top - 4}" width="196" height="${H + 49}" fill="${band}"/>` +
      `<rect x="202" y="${top + H}" width="196" height="45" fill="${dk(band, 0.25)}"/>` +
      label(300, top + 6, 180, H - 12, L, { rx: 3 });
  } else {
    const fs = Math.min(36, Math.round(200 / (L.name.length * 0.6)));
    s +=
      `<ellipse cx="300" cy="${mid}" rx="128" ry="64" fill="none" stroke="${dk(L.c, 0.16)}" stroke-width="5"/>` +
      `<ellipse cx="300" cy="${mid}" rx="114" ry="52" fill="${lt(L.c, 0.12)}"/>` +
      `<text x="300" y="${n(mid + fs * 0.35)}" font-family="${SERIF}" font-size="${fs}" font-weight="bold" fill="${dk(L.c, 0.5)}" text-anchor="middle">${esc(L.name)}</text>`;
  }
  return s;
}

function shampooBottle(L, pump) {
  const body = 'M214 250Q214 216 252 210H348Q386 216 386 250V488Q386 505 369 505H231Q214 505 214 488Z';
  let s = `<path d="${body}" fill="${L.c}"/><path d="${body}" fill="url(#g)"/>`;
  if (pump) {
    s +=
      `<rect x="291" y="128" width="18" height="62" fill="${dk(L.cap, 0.1)}"/>` +
      `<path d="M262 112H340L394 118V130L340 136H262Q256 136 256 130V118Q256 112 262 112Z" fill="${L.cap}"/>` +
      `<rect x="266" y="180" width="68" height="34" rx="8" fill="${L.cap}"/>` +
      ridges(270, 330, 197, 28, '#000', 0.08) +
      `<rect x="256" y="112" width="138" height="24" fill="url(#g)" opacity=".7"/>`;
  } else {
    const cap = 'M252 212V166Q252 144 274 144H326Q348 144 348 166V212Z';
    s +=
      `<path d="${cap}" fill="${L.cap}"/>` +
      `<path d="M252 190H348" stroke="${dk(L.cap, 0.18)}" stroke-width="3"/>` +
      `<rect x="284" y="150" width="32" height="8" rx="4" fill="${dk(L.cap, 0.12)}"/>` +
      `<path d="${cap}" fill="url(#g)"/>`;
  }
  return s + label(300, 266, 150, 190, L);
}

// mehndi cone centred on (300,300) at angle a; tip at local x=0, crimped open end at x=len
function cone(L, s, a, plain = false) {
  const len = 440;
  const r = L.name.startsWith('Nail') ? 50 : 62;
  const rad = (a * Math.PI) / 180;
  const tx = 300 - 240 * Math.cos(rad) * s;
  const ty = 300 - 240 * Math.sin(rad) * s;
  const rx = (x) => 3 + (r - 3) * (x / len);
  const a1 = len * 0.4;
  const a2 = len * 0.92;
  let o = `<g transform="translate(${n(tx)} ${n(ty)}) rotate(${a})${s === 1 ? '' : ` scale(${s})`}">`;
  o += `<path d="M6-3L${len} ${-r}V${r}L6 3Q-2 0 6-3Z" fill="${plain ? '#6e5a2c' : '#4d3c1a'}"/>`;
  o += `<path d="M${len} ${-r}L${len + 28} ${n(-r * 0.55)}L${len + 46} ${n(-r * 0.8)}L${len + 38} 0L${len + 46} ${n(r * 0.8)}L${len + 28} ${n(r * 0.55)}L${len} ${r}Z" fill="#fff" opacity=".6"/>`;
  o += `<rect x="${len - 10}" y="${-r - 3}" width="18" height="${2 * r + 6}" rx="3" fill="${L.c}"/>`;
  if (!plain) {
    o += `<path d="M${n(a1)} ${n(-rx(a1))}L${n(a2)} ${n(-rx(a2))}V${n(rx(a2))}L${n(a1)} ${n(rx(a1))}Z" fill="#fffaf0"/>`;
    o += `<path d="M${n(a1 + 4)} ${n(-rx(a1))}V${n(rx(a1))}M${n(a2 - 4)} ${n(-rx(a2))}V${n(rx(a2))}" stroke="${L.c}" stroke-width="8"/>`;
    const cx = (a1 + a2) / 2 + 6;
    const fs = Math.round(Math.min(32, (a2 - a1 - 34) / (L.name.length * 0.6), rx(cx) * 0.75));
    o += `<text x="${n(cx)}" y="${n(fs * 0.2)}" font-family="${SERIF}" font-size="${fs}" font-weight="bold" fill="${dk(L.c, 0.4)}" text-anchor="middle">${esc(L.name)}</text>`;
    o += `<text x="${n(cx)}" y="${n(fs * 0.2 + 22)}" font-family="${SANS}" font-size="16" fill="${dk(L.c, 0.3)}" text-anchor="middle">${esc(L.qty)}</text>`;
  }
  o += `<path d="M24 ${n(-rx(24) + 2)}L${a1 - 10} ${n(-rx(a1 - 10) + 6)}" stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"/>`;
  return o + '</g>';
}

// printed carton with depth; art(x,y,w) draws on the front, behind(L,x,y,w) draws things sticking out of the top
function box(L, w, h, art, behind, dy = 0) {
  const x = 300 - w / 2 - 14;
  const y = 505 - h + dy;
  const d = 28;
  const trim = L.trim ?? lt(L.c, 0.35);
  let s = `<path d="M${x} ${y}l${d} ${-d}h${w}l${-d} ${d}Z" fill="${dk(L.c, 0.45)}"/>`;
  if (behind) s += behind(L, x, y, w);
  s +=
    `<path d="M${x + w} ${y}l${d} ${-d}v${h}l${-d} ${d}Z" fill="${dk(L.c, 0.28)}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${L.c}"/>` +
    `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" fill="none" stroke="${trim}" stroke-width="2"/>`;
  s += label(x + w / 2, y + 24, w - 36, art ? 152 : Math.min(h - 50, 190), L, { ink: dk(L.c, 0.35) });
  if (art) s += art(x, y, w);
  return s;
}

function sticks(L, x, y, w) {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const sx = n(x + 30 + ((w - 40) * i) / 6);
    const top = y - 118 + [18, 0, 30, 8, 40, 14][i];
    const tilt = [-5, 2, -2, 4, -3, 5][i];
    s += `<rect x="${sx}" y="${top}" width="15" height="${y - top + 10}" rx="7" fill="${i % 2 ? L.stick : dk(L.stick, 0.15)}" transform="rotate(${tilt} ${sx + 7} ${y})"/>`;
  }
  return s;
}

// coil drawn with alternating half-circle arcs of growing radius
function spiral(cx, cy, r, c, turns) {
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

function vial(L) {
  return (
    `<rect x="218" y="312" width="164" height="193" rx="18" fill="${L.liq}"/><rect x="218" y="312" width="164" height="193" rx="18" fill="url(#g)"/>` +
    label(300, 330, 146, 158, L)
  );
}

function rollBody(L, top) {
  const cy = top + (505 - top) / 2;
  const len = 505 - top - 40;
  const fs = Math.round(Math.min(34, (len - 30) / (L.name.length * 0.6)));
  return (
    `<rect x="248" y="${top}" width="104" height="${505 - top}" rx="20" fill="#f7f3e6"/><rect x="248" y="${top}" width="104" height="${505 - top}" rx="20" fill="url(#g)"/>` +
    `<rect x="256" y="${top + 18}" width="88" height="${len}" rx="6" fill="${L.c}"/>` +
    `<g transform="rotate(-90 300 ${n(cy)})"><text x="300" y="${n(cy - 2)}" font-family="${SERIF}" font-size="${fs}" font-weight="bold" fill="#fffdf5" text-anchor="middle">${esc(L.name)}</text>` +
    `<text x="300" y="${n(cy + 24)}" font-family="${SANS}" font-size="16" fill="#fffdf5" text-anchor="middle" letter-spacing="1">${esc(L.tag)} · ${esc(L.qty)}</text></g>`
  );
}

function dhoopCup(L, x, y, s) {
  return (
    `<g transform="translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}"><path d="M-34-52H34L24 0H-24Z" fill="${L.stick}"/>` +
    `<ellipse cy="-52" rx="34" ry="9" fill="${dk(L.stick, 0.3)}"/><ellipse cy="-52" rx="16" ry="4" fill="#1f140c"/>` +
    `<path d="M-26-40L-20-8" stroke="#fff" stroke-opacity=".2" stroke-width="6" stroke-linecap="round"/></g>`
  );
}

function spoon(x, y, fill, c, a = -20) {
  return `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-10" y="-5" width="130" height="10" rx="5" fill="${c}"/><ellipse cx="-30" rx="36" ry="22" fill="${c}"/><ellipse cx="-30" cy="-2" rx="28" ry="15" fill="${fill}"/></g>`;
}

function bowl(cx, cy, r, fill, c) {
  const body = `M${cx - r} ${cy}Q${cx - r + 6} ${n(cy + r * 0.78)} ${cx} ${n(cy + r * 0.8)}Q${cx + r - 6} ${n(cy + r * 0.78)} ${cx + r} ${cy}Z`;
  return (
    `<path d="M${cx - r - 6} ${cy}Q${cx} ${n(cy - r * 0.9)} ${cx + r + 6} ${cy}Z" fill="${fill}"/>` +
    `<path d="${body}" fill="${c}"/><path d="${body}" fill="url(#g)"/>` +
    `<rect x="${cx - r - 4}" y="${cy - 5}" width="${2 * r + 8}" height="10" rx="5" fill="${dk(c, 0.15)}"/>`
  );
}

function bubbles(x, y, s) {
  return `<g fill="#fff" stroke="#fff" stroke-width="3" fill-opacity=".45" transform="translate(${x} ${y}) scale(${s})"><circle r="34"/><circle cx="-40" cy="30" r="22"/><circle cx="30" cy="46" r="18"/><circle cx="-10" cy="-52" r="14"/><circle cx="44" cy="-20" r="10"/></g>`;
}

function herbMini(L, x, y) {
  if (L.herb === 'flower') return leaf(x - 40, y, 160, 0.8, L.leaf) + flower(x, y - 30, 52, L.flower);
  if (L.herb === 'berries')
    return (
      leaf(x - 30, y + 10, 200, 0.7, L.leaf) +
      berry(x, y, 24, L.berry) +
      berry(x + 40, y + 8, 18, dk(L.berry, 0.12))
    );
  return (
    leaf(x - 50, y, -30, 1, L.leaf, L.lw) +
    leaf(x - 40, y + 10, -70, 0.8, dk(L.leaf, 0.1), L.lw) +
    (L.flower ? flower(x + 30, y - 10, 22, L.flower) : '')
  );
}

function mandala(x, y, s, c = '#8a3a1a') {
  let o = `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${c}" stroke-opacity=".55" stroke-width="3"><circle r="18"/><circle r="34"/><circle r="92" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  for (let i = 0; i < 12; i++) o += `<path d="M0-38Q16-60 0-80Q-16-60 0-38Z" transform="rotate(${i * 30})"/>`;
  for (let i = 0; i < 8; i++) o += `<circle cy="-26" r="3" fill="${c}" transform="rotate(${i * 45})"/>`;
  return o + '</g>';
}

// ------------------------------------------------------------------ image 2: pack plus a prop
function props(L) {
  const P = L.pack;
  const pack = (dx = -64, s = 0.84) => place(s, dx, 0, PACKS[P](L));
  switch (P) {
    case 'jar': {
      let o = pack(-70, 0.82);
      for (const [x, y, a] of [
        [420, 470, 20],
        [470, 494, -30],
        [398, 505, 70],
        [494, 452, 10],
        [452, 430, -60],
      ]) {
        o += `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-34" y="-14" width="68" height="28" rx="14" fill="#f3eee2"/><path d="M0-14H-20A14 14 0 0 0-20 14H0Z" fill="${L.c}"/><rect x="-28" y="-9" width="48" height="5" rx="2.5" fill="#fff" opacity=".4"/></g>`;
      }
      return o;
    }
    case 'widejar':
      return (
        pack(-70, 0.8) +
        spoon(440, 480, L.fill, '#c9952c') +
        berry(508, 488, 20, L.berry) +
        berry(476, 500, 16, dk(L.berry, 0.1))
      );
    case 'pouch':
      return pack(-70, 0.8) + bowl(450, 470, 90, L.fill, '#8a5a34') + spoon(452, 512, L.fill, '#a9743f', -12);
    case 'syrup':
      return (
        pack(-70, 0.88) + spoon(440, 480, L.liq, '#c9c4b6') + sprig(420, 420, -70, 130, L.leaf, 4, 0.7, L.lw)
      );
    case 'bottle':
      return (
        pack(-70, 0.84) +
        `<path d="M400 330H504L494 505H410Z" fill="#fff" opacity=".55"/><path d="M404 370H500L494 505H410Z" fill="${L.liq}"/>` +
        `<path d="M404 370H500L494 505H410Z" fill="url(#g)"/><ellipse cx="452" cy="370" rx="48" ry="6" fill="${lt(L.liq, 0.3)}"/>` +
        (L.herb === 'berries' ? berry(486, 350, 22, L.berry) : leaf(470, 350, -60, 0.9, L.leaf))
      );
    case 'soap':
      return (
        place(0.74, -66, -150, soapBar(L, true)) +
        place(0.84, 40, 0, soapBar(L, false)) +
        bubbles(470, 300, 1)
      );
    case 'flip':
    case 'pump':
      return pack(-62, 0.88) + bubbles(452, 300, 1.1) + herbMini(L, 470, 480);
    case 'cone':
      return mandala(410, 170, 1) + mandala(150, 450, 0.6) + cone(L, 0.96, -30);
    case 'coilbox':
      return (
        place(0.6, -150, -40, PACKS.coilbox(L)) +
        `<g transform="translate(50 0)"><ellipse cx="300" cy="480" rx="170" ry="36" fill="#b9bec6"/><ellipse cx="300" cy="474" rx="170" ry="36" fill="#dfe3e8"/>` +
        `<g transform="translate(300 440) scale(1 .42)">${spiral(0, 0, 140, L.coil, 5)}</g>` +
        ember(442, 440) +
        smoke(444, 430, 1.2) +
        `<path d="M300 440V420" stroke="#9aa0a8" stroke-width="6"/></g>`
      );
    case 'vapo':
      return place(1, -80, 0, PACKS.vapo(L)) + place(0.78, 150, 0, vial(L));
    case 'rollon':
      return (
        `<g transform="translate(-60 0)">${rollBody(L, 200)}<rect x="276" y="176" width="48" height="28" rx="6" fill="#e7e2d2"/><circle cx="300" cy="176" r="22" fill="#fff"/><circle cx="292" cy="168" r="7" fill="#fff" stroke="#dcd6c6" stroke-width="2"/></g>` +
        `<g transform="rotate(-70 440 470)"><rect x="384" y="414" width="112" height="112" rx="16" fill="${L.cap}"/><rect x="384" y="414" width="112" height="112" rx="16" fill="url(#g)"/></g>` +
        sprig(470, 380, -110, 170, L.leaf, 3, 0.8, 0.5)
      );
    case 'stickbox':
      return (
        pack(-90, 0.76) +
        `<path d="M390 505H520L506 478H404Z" fill="#c9952c"/><rect x="448" y="470" width="14" height="10" fill="#a87a20"/>` +
        `<rect x="447" y="300" width="16" height="176" rx="8" fill="${L.stick}" transform="rotate(6 455 476)"/>` +
        ember(473, 304) +
        smoke(473, 294, 1.1)
      );
    case 'cupbox':
      return (
        `<ellipse cx="300" cy="488" rx="220" ry="30" fill="#a87a20"/><ellipse cx="300" cy="480" rx="220" ry="30" fill="#d4a843"/><ellipse cx="300" cy="480" rx="170" ry="20" fill="#c4952e"/>` +
        dhoopCup(L, 230, 476, 1.3) +
        dhoopCup(L, 380, 482, 1.3) +
        `<ellipse cx="230" cy="408" rx="14" ry="4" fill="#ff7a1a"/>` +
        smoke(230, 396, 1.5) +
        smoke(380, 400, 1.2)
      );
    case 'conebox':
      return (
        pack(-90, 0.76) +
        `<ellipse cx="450" cy="496" rx="76" ry="16" fill="#a87a20"/><ellipse cx="450" cy="490" rx="76" ry="16" fill="#d4a843"/>` +
        `<path d="M416 488L450 420L484 488Z" fill="${L.stick}"/>` +
        ember(450, 422) +
        smoke(450, 412, 1.1)
      );
    default:
      return pack();
  }
}

// ------------------------------------------------------------------ image 3: ingredient close-up
const blade = (x, y, a, len, w, c) =>
  `<path d="M${-w} 0Q${-w * 0.6} ${n(-len * 0.6)} 0 ${-len}Q${w * 0.6} ${n(-len * 0.6)} ${w} 0Z" fill="${c}" transform="translate(${x} ${y}) rotate(${a})"/>`;

function ingredients(L) {
  const { leaf: lc, lw, ls } = L;
  let back = '';
  let inBowl = '';
  let front = '';
  let bowlC = '#f3efe6';
  const threeSprigs = () =>
    sprig(205, 390, -125, 200, lc, 5, ls, lw) +
    sprig(300, 370, -90, 210, dk(lc, 0.08), 5, ls, lw) +
    sprig(395, 390, -55, 200, lc, 5, ls, lw);
  const twoSprigs = () =>
    sprig(200, 390, -125, 190, lc, 4, ls, lw) + sprig(400, 390, -55, 190, lc, 4, ls, lw);
  switch (L.herb) {
    case 'root':
      bowlC = '#8a5a34';
      back = sprig(220, 380, -120, 190, lc, 5, ls, lw) + sprig(380, 380, -60, 190, lc, 5, ls, lw);
      front = `<g fill="none" stroke="#9a6a3a" stroke-linecap="round"><path d="M110 500C180 470 250 520 320 484" stroke-width="16"/><path d="M200 490C226 520 266 530 296 526M264 498C296 472 336 464 376 470" stroke-width="8"/><path d="M320 484C380 472 420 500 480 488" stroke-width="11"/></g>`;
      break;
    case 'leaves':
      back = threeSprigs();
      if (L.flower) back += flower(230, 230, 34, L.flower) + flower(385, 205, 30, L.flower);
      front = L.ginger
        ? chunk(470, 500, 1.2, 20, L.ginger) + chunk(130, 505, 1, -30, L.ginger)
        : leaf(110, 500, -20, 1, lc, lw) + leaf(420, 505, 10, 1, dk(lc, 0.1), lw);
      break;
    case 'berries':
      back = twoSprigs();
      if (L.gourd) {
        back += `<g transform="translate(300 250) rotate(-20)"><ellipse rx="44" ry="120" fill="${L.gourd}"/><path d="M-20-96V96M0-112V112M20-96V96" stroke="${dk(L.gourd, 0.2)}" stroke-width="5" stroke-dasharray="10 8" stroke-linecap="round"/></g>`;
      }
      if (L.flower) back += flower(300, 226, 40, L.flower);
      inBowl = [
        [250, 392],
        [300, 380],
        [350, 392],
        [275, 362],
        [325, 362],
      ]
        .map(([x, y], i) => berry(x, y, 27, i % 2 ? dk(L.berry, 0.1) : L.berry))
        .join('');
      front =
        berry(118, 490, 30, L.berry) + berry(480, 494, 26, dk(L.berry, 0.1)) + berry(446, 512, 20, L.berry);
      break;
    case 'flower':
      back = twoSprigs() + flower(300, 236, 96, L.flower);
      front = flower(130, 470, 48, L.flower) + flower(476, 476, 38, lt(L.flower, 0.15));
      break;
    case 'aloe':
      for (const [a, s, c] of [
        [-34, 0.9, '#5f9f48'],
        [34, 0.9, '#5f9f48'],
        [-12, 1.1, '#6aa84f'],
        [14, 1.05, '#4f8f3a'],
      ]) {
        back += blade(300, 400, a, 270 * s, 26, c);
      }
      bowlC = '#e9f1e2';
      front = `<g fill="#e6f4d4" stroke="#7cb85a" stroke-width="4"><rect x="402" y="458" width="64" height="46" rx="14"/><rect x="118" y="468" width="54" height="38" rx="12"/></g>`;
      break;
    case 'grass':
      for (let i = 0; i < 9; i++)
        back += blade(300, 410, -64 + i * 16, 300 - Math.abs(i - 4) * 22, 11, i % 2 ? lc : dk(lc, 0.15));
      front = leaf(110, 500, -30, 1, '#4d7f34', 0.7) + leaf(420, 506, 15, 1, '#3f6b2a', 0.7);
      break;
    case 'chunks':
      bowlC = '#8a5a34';
      back = twoSprigs();
      if (L.flower) back += flower(300, 226, 44, L.flower);
      inBowl = [
        [250, 386, 15],
        [300, 376, -20],
        [350, 388, 40],
        [276, 360, 70],
        [328, 358, -50],
      ]
        .map(([x, y, a], i) => chunk(x, y, 1.15, a, i % 2 ? dk(L.chunk, 0.12) : L.chunk))
        .join('');
      front = chunk(120, 490, 1.4, 30, L.chunk) + chunk(480, 496, 1.2, -20, dk(L.chunk, 0.1));
      break;
    case 'henna':
      bowlC = '#b5653a';
      back = threeSprigs();
      front = mandala(468, 478, 0.45, '#7a3414') + leaf(96, 500, -20, 1, lc, lw);
      break;
  }
  const powder = inBowl
    ? ''
    : [
        [160, 520],
        [176, 532],
        [420, 528],
        [440, 518],
        [456, 534],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${dk(L.fill, 0.1)}"/>`)
        .join('');
  const fs = Math.min(30, Math.round(250 / (L.name.length * 0.6)));
  const pill = `<rect x="150" y="40" width="300" height="58" rx="29" fill="#fffaf0" opacity=".92"/><text x="300" y="${n(69 + fs * 0.35)}" font-family="${SERIF}" font-size="${fs}" font-weight="bold" fill="${dk(L.c, 0.4)}" text-anchor="middle">${esc(L.name)}</text>`;
  return (
    pill + back + bowl(300, 410, 120, inBowl ? dk(L.fill, 0.1) : L.fill, bowlC) + inBowl + powder + front
  );
}

// ------------------------------------------------------------------ assemble
function svgFor(p, idx) {
  const slug = p.images[idx].replace(/^.*\//, '').replace(/-\d+\.svg$/, '');
  const L = lookFor(p, slug);
  const bg = BG[p.category] ?? BG.capsulePowder;
  const v = idx % 3;
  let scene;
  if (v === 0) scene = place(1.1, 0, 6, PACKS[L.pack](L));
  else if (v === 1) scene = place(1.06, 0, 4, props(L));
  else scene = ingredients(L);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<title>${esc(p.title)}</title>` +
    defs(bg) +
    `<rect width="600" height="600" fill="url(#b)"/>` +
    `<circle cx="300" cy="290" r="230" fill="#fff" opacity=".32"/>` +
    `<ellipse cx="300" cy="512" rx="220" ry="18" fill="#3a2a1a" opacity=".1"/>` +
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
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) console.warn(`warning: ${name} is ${bytes} bytes (limit ${MAX_BYTES})`);
    writeFileSync(join(outDir, name), svg);
    largest = Math.max(largest, bytes);
    count++;
  });
}
console.log(`wrote ${count} SVGs to ${outDir} (largest ${largest} bytes)`);
