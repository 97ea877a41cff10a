import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ShopProduct } from '@app/common/apps/shop';
import { rootReducer } from '@/lib/store/root-reducer';

/** What the cart and the wishlist keep of a product (enough to show it without a call). */
export interface SavedProduct {
  id: number;
  name: string;
  brand: string;
  price: number;
  image: string;
  stock: number;
}

export interface CartLine extends SavedProduct {
  quantity: number;
}

export interface ShopCartState {
  cart: CartLine[];
  wishlist: SavedProduct[];
}

export const SHOP_STORAGE_KEY = 'makueni.shop.v1';

export const emptyShopCart: ShopCartState = { cart: [], wishlist: [] };

export function toSaved(product: ShopProduct): SavedProduct {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    price: product.price,
    image: product.images[0] ?? '',
    stock: product.stock,
  };
}

const clampQuantity = (quantity: number, stock: number) =>
  Math.max(1, Math.min(Math.floor(quantity) || 1, Math.max(1, stock)));

function isSaved(value: unknown): value is SavedProduct {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.brand === 'string' &&
    typeof v.price === 'number' &&
    typeof v.image === 'string' &&
    typeof v.stock === 'number'
  );
}

/** The cart and wishlist stored in this browser; anything unreadable gives an empty one. */
export function loadShopCart(storage: Pick<Storage, 'getItem'> | undefined): ShopCartState {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(SHOP_STORAGE_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return emptyShopCart;
    const { cart, wishlist } = raw as { cart?: unknown; wishlist?: unknown };
    return {
      cart: Array.isArray(cart)
        ? cart.filter(
            (l): l is CartLine => isSaved(l) && typeof (l as CartLine).quantity === 'number',
          )
        : [],
      wishlist: Array.isArray(wishlist) ? wishlist.filter(isSaved) : [],
    };
  } catch {
    return emptyShopCart;
  }
}

export function saveShopCart(storage: Pick<Storage, 'setItem'> | undefined, state: ShopCartState) {
  try {
    storage?.setItem(SHOP_STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* storage full or blocked: the cart still works for this visit */
  }
}

const browserStorage = typeof localStorage === 'undefined' ? undefined : localStorage;

export const shopCartSlice = createSlice({
  name: 'shopCart',
  initialState: loadShopCart(browserStorage),
  reducers: {
    addedToCart(state, action: PayloadAction<{ product: SavedProduct; quantity?: number }>) {
      const { product, quantity = 1 } = action.payload;
      if (product.stock < 1) return;
      const line = state.cart.find((l) => l.id === product.id);
      if (line) line.quantity = clampQuantity(line.quantity + quantity, product.stock);
      else state.cart.push({ ...product, quantity: clampQuantity(quantity, product.stock) });
    },
    quantityChanged(state, action: PayloadAction<{ id: number; quantity: number }>) {
      const line = state.cart.find((l) => l.id === action.payload.id);
      if (line) line.quantity = clampQuantity(action.payload.quantity, line.stock);
    },
    removedFromCart(state, action: PayloadAction<number>) {
      state.cart = state.cart.filter((l) => l.id !== action.payload);
    },
    cartEmptied(state) {
      state.cart = [];
    },
    wishlistToggled(state, action: PayloadAction<SavedProduct>) {
      const has = state.wishlist.some((p) => p.id === action.payload.id);
      state.wishlist = has
        ? state.wishlist.filter((p) => p.id !== action.payload.id)
        : [...state.wishlist, action.payload];
    },
  },
  selectors: {
    selectCart: (state) => state.cart,
    selectWishlist: (state) => state.wishlist,
    selectShopCart: (state) => state,
  },
});

export const { addedToCart, quantityChanged, removedFromCart, cartEmptied, wishlistToggled } =
  shopCartSlice.actions;

declare module '@/lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the slice's state
  export interface LazyLoadedSlices extends WithSlice<typeof shopCartSlice> {}
}

export const injectedShopCartSlice = shopCartSlice.injectInto(rootReducer);
export const { selectCart, selectWishlist, selectShopCart } = injectedShopCartSlice.selectors;
