import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store/store';
import { server, setupMockServer } from '@/testing/mock-server';
import { dataListApi } from './data-list-api';

setupMockServer();

const QUERY = { page: 1, perPage: 4 };

async function loadedStore() {
  const store = makeStore();
  await store.dispatch(dataListApi.endpoints.getProducts.initiate(QUERY));
  return store;
}

type Store = ReturnType<typeof makeStore>;
type ApiState = Parameters<ReturnType<typeof dataListApi.endpoints.getProducts.select>>[0];

/** The cached first page (the store's root state holds the lazily injected API). */
const cachedPage = (store: Store) =>
  dataListApi.endpoints.getProducts.select(QUERY)(store.getState() as ApiState).data;
const cachedIds = (store: Store) => cachedPage(store)?.data.map((p) => p.id);

describe('the data list’s optimistic updates', () => {
  it('takes deleted rows out at once and puts them back when the call fails', async () => {
    const store = await loadedStore();
    const before = cachedIds(store);
    expect(before).toHaveLength(4);
    const [first, second] = before ?? [];
    server.use(
      http.post('/api/datalist/delete-selected', async () => {
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ error: 'storage is full' }, { status: 500 });
      }),
    );
    const call = store.dispatch(
      dataListApi.endpoints.deleteProducts.initiate([first ?? 0, second ?? 0]),
    );
    // While the call is on its way, the rows are gone.
    expect(cachedIds(store)).toEqual(before?.slice(2));
    const result = await call;
    expect('error' in result).toBe(true);
    expect(cachedIds(store)).toEqual(before);
  });

  it('shows an edit at once and undoes it when the call fails', async () => {
    const store = await loadedStore();
    const product = cachedPage(store)?.data[0];
    if (!product) throw new Error('no product');
    server.use(
      http.post('/api/datalist/update-data', () =>
        HttpResponse.json({ error: 'product 1 is locked' }, { status: 409 }),
      ),
    );
    const call = store.dispatch(
      dataListApi.endpoints.updateProduct.initiate({
        id: product.id,
        name: 'Renamed',
        category: product.category,
        price: product.price,
        order_status: product.order_status,
        popularity: { popValue: 10 },
      }),
    );
    const name = () => cachedPage(store)?.data[0]?.name;
    expect(name()).toBe('Renamed');
    await call;
    expect(name()).toBe(product.name);
  });

  it('sends the spec’s payloads: obj for one row, arr for several', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST')
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const store = await loadedStore();
    const [a, b, c] = cachedIds(store) ?? [];
    await store.dispatch(dataListApi.endpoints.deleteProducts.initiate([a ?? 0]));
    await store.dispatch(dataListApi.endpoints.deleteProducts.initiate([b ?? 0, c ?? 0]));
    expect(bodies).toEqual([{ obj: { id: a } }, { arr: [b, c] }]);
    server.events.removeAllListeners();
  });
});
