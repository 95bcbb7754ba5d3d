import type { QueryShape, ShapeFilter, ShapeOrder } from './required-index';

/**
 * A stand-in for the Firestore SDK modules (firebase/firestore and firebase/firestore/lite) that
 * records every query the app runs, for vi.mock:
 *
 *   vi.mock('firebase/firestore', async (original) =>
 *     (await import('@/lib/firebase/testing/query-recorder')).recordingSdk(await original()));
 *
 * `where`, `orderBy`, `query`, `sum` and `average` are the SDK's own (so the SDK still checks
 * each query as it builds it), wrapped to remember what they were given: a query's filters and
 * sort keys are read from the public calls that built it, never from the SDK's private fields.
 * The calls that would send a query (getDocs, onSnapshot, getCount…, getAggregate…) record its
 * shape and answer at once with nothing found, so the app's code runs to the end offline.
 * A query built in a way the recorder cannot read (an and/or filter, a constraint made by an
 * unwrapped SDK) throws rather than pass unchecked.
 */

/** A query the app ran, and through which call. */
export interface RecordedQuery extends QueryShape {
  via: string;
}

const recorded: RecordedQuery[] = [];

/** The queries recorded since the last call, oldest first; the record starts empty again. */
export function takeRecordedQueries(): RecordedQuery[] {
  return recorded.splice(0);
}

interface FieldPathLike {
  isEqual(other: FieldPathLike): boolean;
}
type FieldArg = string | FieldPathLike;
interface Typed {
  readonly type: string;
}
interface SdkPart {
  where(field: FieldArg, op: string, value: unknown): Typed;
  orderBy(field: FieldArg, direction?: 'asc' | 'desc'): Typed;
  query(base: Typed, ...constraints: Typed[]): Typed;
  documentId(): FieldPathLike;
  sum(field: FieldArg): object;
  average(field: FieldArg): object;
}

type Constraint = { kind: 'filter'; filter: ShapeFilter } | { kind: 'order'; order: ShapeOrder };
type Shape = Omit<QueryShape, 'aggregated'>;

const EMPTY_DOCS = { docs: [], empty: true, size: 0, forEach: () => undefined };

/** The SDK module `actual` with its query calls recorded (see the module comment). */
export function recordingSdk<Module extends object>(actual: Module): Module {
  const sdk = actual as unknown as SdkPart;
  const constraints = new WeakMap<object, Constraint>();
  const shapes = new WeakMap<object, Shape>();
  const aggregatedFields = new WeakMap<object, string>();

  const fieldName = (field: FieldArg): string => {
    if (typeof field === 'string') return field;
    if (field.isEqual(sdk.documentId())) return '__name__';
    throw new Error('The query recorder reads string fields and documentId() only');
  };

  const shapeOf = (target: Typed): Shape | null => {
    if (target.type === 'document') return null;
    const shape = shapes.get(target);
    if (shape) return shape;
    if (target.type === 'collection') {
      return { collectionGroup: (target as Typed & { id: string }).id, filters: [], orders: [] };
    }
    throw new Error('A query the recorder did not see built (made with an unwrapped SDK?)');
  };

  const record = (target: Typed, via: string, aggregated: string[] = []) => {
    const shape = shapeOf(target);
    if (shape) recorded.push({ ...shape, aggregated, via });
  };

  const aggregateAnswer = (spec: Record<string, unknown>) => ({
    data: () => Object.fromEntries(Object.keys(spec).map((key) => [key, 0])),
  });

  return {
    ...actual,
    where: (field: FieldArg, op: string, value: unknown) => {
      const made = sdk.where(field, op, value);
      constraints.set(made, { kind: 'filter', filter: { field: fieldName(field), op } });
      return made;
    },
    orderBy: (field: FieldArg, direction: 'asc' | 'desc' = 'asc') => {
      const made = sdk.orderBy(field, direction);
      constraints.set(made, { kind: 'order', order: { field: fieldName(field), direction } });
      return made;
    },
    query: (base: Typed, ...added: Typed[]) => {
      const made = sdk.query(base, ...added);
      const from = shapeOf(base);
      if (!from) throw new Error('A document is no query');
      const filters = [...from.filters];
      const orders = [...from.orders];
      for (const constraint of added) {
        const known = constraints.get(constraint);
        if (known?.kind === 'filter') filters.push(known.filter);
        else if (known?.kind === 'order') orders.push(known.order);
        else if (['where', 'orderBy', 'and', 'or'].includes(constraint.type)) {
          throw new Error(`The query recorder cannot read a '${constraint.type}' constraint made elsewhere`);
        }
        // limit, startAt, startAfter, endAt, endBefore: no bearing on indexes.
      }
      shapes.set(made, { collectionGroup: from.collectionGroup, filters, orders });
      return made;
    },
    sum: (field: FieldArg) => {
      const made = sdk.sum(field);
      aggregatedFields.set(made, fieldName(field));
      return made;
    },
    average: (field: FieldArg) => {
      const made = sdk.average(field);
      aggregatedFields.set(made, fieldName(field));
      return made;
    },
    getDocs: (target: Typed) => {
      record(target, 'getDocs');
      return Promise.resolve(EMPTY_DOCS);
    },
    getDoc: (target: Typed & { id: string }) =>
      Promise.resolve({ id: target.id, exists: () => false, data: () => undefined, get: () => undefined }),
    onSnapshot: (target: Typed) => {
      record(target, 'onSnapshot');
      return () => undefined;
    },
    getCount: (target: Typed) => {
      record(target, 'getCount');
      return Promise.resolve(aggregateAnswer({ count: 0 }));
    },
    getCountFromServer: (target: Typed) => {
      record(target, 'getCountFromServer');
      return Promise.resolve(aggregateAnswer({ count: 0 }));
    },
    getAggregate: (target: Typed, spec: Record<string, object>) => {
      record(target, 'getAggregate', aggregatedOf(spec, aggregatedFields));
      return Promise.resolve(aggregateAnswer(spec));
    },
    getAggregateFromServer: (target: Typed, spec: Record<string, object>) => {
      record(target, 'getAggregateFromServer', aggregatedOf(spec, aggregatedFields));
      return Promise.resolve(aggregateAnswer(spec));
    },
  };
}

/** The fields an aggregation spec sums or averages (count() aggregates no field). */
function aggregatedOf(spec: Record<string, object>, fields: WeakMap<object, string>): string[] {
  return Object.values(spec).flatMap((aggregate) => {
    const field = fields.get(aggregate);
    if (field) return [field];
    if ((aggregate as { aggregateType?: string }).aggregateType === 'count') return [];
    throw new Error('An aggregation the recorder did not see built');
  });
}
