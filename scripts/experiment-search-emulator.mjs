// Investigation of issue 21 (kept on the search-index branch, not for main as it is): how the
// Firestore emulator's time grows with the catalogue for the map-equality search query, an
// array-contains query, batchGets by id, and an index read (index entries stored as
// productsList/ix-<key> only because the public rules let a visitor read that collection).
// Run: SHOP_PORT_OFFSET=N node scripts/emulators.mjs exec "node scripts/experiment-search-emulator.mjs 28,5000,50000"
// Direct experiment: how the Firestore emulator's time grows with the collection for
// (a) the map-equality search query, (b) array-contains, (c) batchGet of 1-3 docs by id.
import { products } from './seed/catalogue.mjs';
import { generatedProduct } from './seed/generated-catalogue.mjs';
import { toValue, searchKeyBuilder } from './seed.mjs';
import { commitWrites } from './bench-orders.mjs';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const project = process.env.GCLOUD_PROJECT || 'demo-ayurveda-shop';
const root = `projects/${project}/databases/(default)/documents`;
const base = `http://${host}/v1/${root}`;
const keyMap = await searchKeyBuilder();
const CARD = ['id', 'title', 'subTitle', 'price', 'image', 'category', 'rating', 'stock'];
let have = 0;
const arguments_once = (name) => name.includes('1 run');
const index = new Map();
async function writeIndex(keys) {
  const writes = keys.map((key) => {
    const ids = index.get(key) ?? [];
    return {
      update: {
        name: `${root}/productsList/ix-${key}`,
        fields: toValue({ ids: ids.slice(0, 1000).join(','), over: ids.length > 1000 }).mapValue.fields,
      },
    };
  });
  await commitWrites(root, writes, 'index');
}
async function grow(size) {
  const writes = [];
  for (let id = have + 1; id <= size; id += 1) {
    const made = id <= products.length ? products[id - 1] : generatedProduct(id);
    const keys = keyMap(made);
    for (const k of Object.keys(keys)) {
      if (!index.has(k)) index.set(k, []);
      index.get(k).push(id);
    }
    const doc = { ...made, searchKeys: keys, searchArr: Object.keys(keys) };
    writes.push({ update: { name: `${root}/productsList/${id}`, fields: toValue(doc).mapValue.fields } });
  }
  await commitWrites(root, writes, 'grow');
  await writeIndex(['asvaganda', 'nim', 'sabun', 'mehndi', 'cone']);
  have = size;
}
async function timed(url, body) {
  const t = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 300)}`);
  return {
    ms: Math.round(performance.now() - t),
    bytes: text.length,
    n: (text.match(/"name"/g) || []).length,
  };
}
const sel = { fields: CARD.map((fieldPath) => ({ fieldPath })) };
const mapQ = (keys) => ({
  structuredQuery: {
    select: sel,
    from: [{ collectionId: 'productsList' }],
    where:
      keys.length === 1
        ? {
            fieldFilter: {
              field: { fieldPath: `searchKeys.\`${keys[0]}\`` },
              op: 'EQUAL',
              value: { booleanValue: true },
            },
          }
        : {
            compositeFilter: {
              op: 'AND',
              filters: keys.map((k) => ({
                fieldFilter: {
                  field: { fieldPath: `searchKeys.\`${k}\`` },
                  op: 'EQUAL',
                  value: { booleanValue: true },
                },
              })),
            },
          },
    limit: 40,
  },
});
const arrQ = (key) => ({
  structuredQuery: {
    select: sel,
    from: [{ collectionId: 'productsList' }],
    where: {
      fieldFilter: { field: { fieldPath: 'searchArr' }, op: 'ARRAY_CONTAINS', value: { stringValue: key } },
    },
    limit: 40,
  },
});
const get = (ids) => ({
  documents: ids.map((id) => `${root}/productsList/${id}`),
  mask: { fieldPaths: CARD },
});
async function full(keys) {
  const t = performance.now();
  const res = await fetch(`${base}:batchGet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents: keys.map((k) => `${root}/productsList/ix-${k}`) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 300)}`);
  const rows = JSON.parse(text);
  const lists = rows.map(
    (r) => new Set((r.found?.fields?.ids?.stringValue ?? '').split(',').filter(Boolean)),
  );
  const both = [...lists[0]].filter((id) => lists.every((l) => l.has(id))).slice(0, 40);
  const b = both.length ? await timed(`${base}:batchGet`, get(both)) : { bytes: 0, n: 0 };
  return { ms: Math.round(performance.now() - t), bytes: text.length + b.bytes, n: b.n };
}
const cases = [
  ['(d) index: ids of "asvaganda" + 40 cards', () => full(['asvaganda'])],
  ['(d) index: ids of nim,sabun + cards', () => full(['nim', 'sabun'])],
  ['(d) index: ids of mehndi,cone + cards', () => full(['mehndi', 'cone'])],
  ['(a) map eq "asvaganda"', () => timed(`${base}:runQuery`, mapQ(['asvaganda']))],
  ['(a) map eq "nim"+"sabun"', () => timed(`${base}:runQuery`, mapQ(['nim', 'sabun']))],
  ['(a) map eq rare "zzqq" (0 hits)', () => timed(`${base}:runQuery`, mapQ(['zzqq']))],
  ['(c) batchGet 1 id', () => timed(`${base}:batchGet`, get([7]))],
  ['(c) batchGet 3 ids', () => timed(`${base}:batchGet`, get([3, 17, 25]))],
  [
    '(c) batchGet 40 ids',
    () => timed(`${base}:batchGet`, get(Array.from({ length: 40 }, (_, i) => 1 + i * 97))),
  ],
];
for (const size of (process.argv[2] || '28,5000,50000').split(',').map(Number)) {
  const t = performance.now();
  await grow(size);
  console.log(`\n== ${size} documents (grown in ${Math.round(performance.now() - t)} ms)`);
  for (const [name, run] of [
    ...cases,
    ['(b) array-contains "asvaganda" (1 run)', () => timed(`${base}:runQuery`, arrQ('asvaganda')), 1],
  ]) {
    const once = arguments_once(name);
    if (!once) await run(); // warm
    const runs = [];
    let last;
    for (let i = 0; i < (once ? 1 : 5); i += 1) {
      last = await run();
      runs.push(last.ms);
    }
    const sorted = [...runs].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(42)} median ${String(sorted[Math.floor(sorted.length / 2)]).padStart(5)} ms  runs ${runs.join(' ')}  docs ${last.n} bytes ${last.bytes}`,
    );
  }
}
