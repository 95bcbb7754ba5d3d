/**
 * Which composite index a Firestore query needs, and whether firestore.indexes.json declares
 * it. The emulator serves every query without indexes, so this is what stands between a query
 * the app builds and a production 'The query requires an index' error.
 *
 * The rules (Firestore's index overview and query docs):
 * - Single-field indexes (automatic) serve equality filters alone on any number of fields
 *   (they are merged), and one range filter or sort on one field with no equality.
 * - Anything else needs a composite index: the equality fields (in any order), then the sort
 *   keys in their directions. The sort keys are the orderBy fields, then every range field that
 *   is not one of them (in field-path order, in the direction of the last orderBy, ascending
 *   without one). The document id comes last in the last key's direction, implicitly.
 * - An array-contains filter is an equality on one element: its field stands among the equality
 *   fields with `arrayConfig: CONTAINS` instead of an order.
 * - Aggregations "rely on the existing index configuration that your queries already use";
 *   sum() and average() are computed from index scans, so the summed field must be in the index
 *   the query scans: after its filters and sort keys, ascending. Over a query without filters
 *   the field's own single-field index serves.
 */

/** One `where` as far as indexes care: its field (`__name__` for the id) and operator. */
export interface ShapeFilter {
  field: string;
  op: string;
}

export interface ShapeOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** What a query asks of the indexes of its collection group. */
export interface QueryShape {
  collectionGroup: string;
  filters: readonly ShapeFilter[];
  orders: readonly ShapeOrder[];
  /** Fields a sum() or average() aggregates over the query. */
  aggregated: readonly string[];
}

export interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

/** A field of an index in firestore.indexes.json: ordered, or an array's elements. */
export type DeclaredField = IndexField | { fieldPath: string; arrayConfig: 'CONTAINS' };

/** An index in firestore.indexes.json's shape. */
export interface DeclaredIndex {
  collectionGroup: string;
  queryScope: string;
  fields: DeclaredField[];
}

/**
 * The composite index a query needs: equality fields and array-contains fields (any order),
 * then ordered keys.
 */
export interface RequiredIndex {
  collectionGroup: string;
  equalities: string[];
  contains: string[];
  keys: IndexField[];
}

const DOCUMENT_ID = '__name__';
const EQUALITY_OPS = new Set(['==', 'in']);
const CONTAINS_OPS = new Set(['array-contains']);
const RANGE_OPS = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

const indexOrder = (direction: 'asc' | 'desc'): IndexField['order'] =>
  direction === 'asc' ? 'ASCENDING' : 'DESCENDING';

/** The composite index `shape` needs, or null when single-field indexes serve it. */
export function requiredIndex(shape: QueryShape): RequiredIndex | null {
  for (const { op } of shape.filters) {
    if (!EQUALITY_OPS.has(op) && !RANGE_OPS.has(op) && !CONTAINS_OPS.has(op)) {
      throw new Error(`No index rule for the '${op}' filter: add one to required-index.ts`);
    }
  }
  const explicit: ShapeOrder[] = [];
  for (const order of shape.orders) {
    if (!explicit.some(({ field }) => field === order.field)) explicit.push(order);
  }
  const lastDirection = explicit.at(-1)?.direction ?? 'asc';
  const implicit = [...new Set(shape.filters.filter(({ op }) => RANGE_OPS.has(op)).map(({ field }) => field))]
    .filter((field) => !explicit.some((order) => order.field === field))
    .sort()
    .map((field) => ({ field, direction: lastDirection }));
  const ordered = [...explicit, ...implicit];
  // An equality on a sorted field (an `in` sorted by that field) is served by the sort key.
  const equalities = [
    ...new Set(
      shape.filters
        .filter(({ op, field }) => EQUALITY_OPS.has(op) && !ordered.some((order) => order.field === field))
        .map(({ field }) => field),
    ),
  ].sort();
  const contains = [
    ...new Set(shape.filters.filter(({ op }) => CONTAINS_OPS.has(op)).map(({ field }) => field)),
  ].sort();
  const byId = ordered.find(({ field }) => field === DOCUMENT_ID);
  const keys: IndexField[] = ordered
    .filter(({ field }) => field !== DOCUMENT_ID)
    .map(({ field, direction }) => ({ fieldPath: field, order: indexOrder(direction) }));
  // The id follows the last key implicitly, in that key's direction; the other way round it is a key.
  if (byId && keys.length && keys.at(-1)?.order !== indexOrder(byId.direction)) {
    keys.push({ fieldPath: DOCUMENT_ID, order: indexOrder(byId.direction) });
  }
  for (const field of shape.aggregated) {
    if (!equalities.includes(field) && !keys.some(({ fieldPath }) => fieldPath === field)) {
      keys.push({ fieldPath: field, order: 'ASCENDING' });
    }
  }
  if (!keys.length || equalities.length + contains.length + keys.length < 2) return null;
  return { collectionGroup: shape.collectionGroup, equalities, contains, keys };
}

/** Whether a declared index is the one required: the equality fields first, then the keys exactly. */
export function servesIndex(declared: DeclaredIndex, required: RequiredIndex): boolean {
  if (declared.collectionGroup !== required.collectionGroup || declared.queryScope !== 'COLLECTION') {
    return false;
  }
  const fields = [...declared.fields];
  // A trailing id in the last field's direction is what every index holds implicitly.
  const last = fields.at(-1);
  const beforeLast = fields.at(-2);
  if (
    last?.fieldPath === DOCUMENT_ID &&
    'order' in last &&
    beforeLast &&
    'order' in beforeLast &&
    beforeLast.order === last.order
  ) {
    fields.pop();
  }
  const { equalities, contains, keys } = required;
  const first = equalities.length + contains.length;
  if (fields.length !== first + keys.length) return false;
  const leading = fields.slice(0, first);
  const names = (arrays: boolean) =>
    leading
      .filter((field) => 'arrayConfig' in field === arrays)
      .map(({ fieldPath }) => fieldPath)
      .sort()
      .join('\n');
  return (
    names(false) === equalities.join('\n') &&
    names(true) === contains.join('\n') &&
    keys.every((key, index) => {
      const field = fields[first + index];
      return field?.fieldPath === key.fieldPath && 'order' in field && field.order === key.order;
    })
  );
}

/** The index to add to firestore.indexes.json for a required one. */
export function toDeclaredIndex(required: RequiredIndex): DeclaredIndex {
  return {
    collectionGroup: required.collectionGroup,
    queryScope: 'COLLECTION',
    fields: [
      ...required.equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ...required.contains.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
      ...required.keys,
    ],
  };
}
