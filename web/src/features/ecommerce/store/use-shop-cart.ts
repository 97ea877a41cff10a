import { useEffect } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import { saveShopCart, selectShopCart } from './cart-slice';

/** The cart and wishlist, written to localStorage whenever they change. */
export function useShopCart() {
  const state = useAppSelector(selectShopCart);
  useEffect(() => {
    saveShopCart(typeof localStorage === 'undefined' ? undefined : localStorage, state);
  }, [state]);
  return state;
}
