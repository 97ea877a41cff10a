import { combineSlices, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Every slice is injected by the module that owns it (`slice.injectInto(rootReducer)`), so a
 * feature's reducer and its code arrive with the feature's chunk. Features declare their state
 * shape by augmenting this interface.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by features
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added at run time by lazily loaded API slices. */
export const dynamicMiddleware = createDynamicMiddleware();

/**
 * Does nothing but pass through the reducers: a slice injected after the store was made has no
 * state until an action does, and a query started by that very action would be dropped. Dispatch
 * it before the first action of a slice injected into a running store.
 */
export const sliceStatesReady = createAction('store/sliceStatesReady');
