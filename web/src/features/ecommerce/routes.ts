import { ShoppingCart } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

const detail = () => withNamespaces(import('./product-detail-page'), ['ecommerce']);

/** Registry entries of the ecommerce app (the registry places them under the Apps header). */
export const ecommerceRoutes: NavNode[] = [
  {
    id: 'ecommerce',
    title: 'menu.ecommerce',
    type: 'collapse',
    icon: ShoppingCart,
    children: [
      {
        id: 'ecommerce-shop',
        title: 'menu.shop',
        type: 'item',
        navLink: '/ecommerce/shop',
        page: () => withNamespaces(import('./shop-page'), ['ecommerce']),
        keywords: ['shop', 'products', 'store', 'cart'],
      },
      {
        id: 'ecommerce-wishlist',
        title: 'menu.wishlist',
        type: 'item',
        navLink: '/ecommerce/wishlist',
        page: () => withNamespaces(import('./wishlist-page'), ['ecommerce']),
      },
      {
        id: 'ecommerce-checkout',
        title: 'menu.checkout',
        type: 'item',
        navLink: '/ecommerce/checkout',
        page: () => withNamespaces(import('./checkout-page'), ['ecommerce']),
        keywords: ['cart', 'payment', 'order'],
      },
      {
        id: 'ecommerce-product-detail',
        title: 'menu.productDetail',
        type: 'item',
        navLink: '/ecommerce/product-detail',
        page: detail,
        // Shop, the product's category and the product: the trail the page draws itself.
        ownBreadcrumb: true,
      },
      {
        id: 'ecommerce-product-detail-id',
        title: 'menu.productDetail',
        type: 'item',
        navLink: '/ecommerce/product-detail/:id',
        page: detail,
        hidden: true,
        ownBreadcrumb: true,
      },
    ],
  },
];

/** The e-commerce dashboard, listed under Dashboards (a nested item: the menu's bullet, no icon). */
export const ecommerceDashboardRoutes: NavNode[] = [
  {
    id: 'ecommerce-dashboard',
    title: 'menu.ecommerceDashboard',
    type: 'item',
    navLink: '/ecommerce-dashboard',
    page: () => withNamespaces(import('./ecommerce-dashboard-page'), ['ecommerce']),
    keywords: ['sales', 'stock', 'charts'],
  },
];
