import type { CataloguePage } from './data/search';

/**
 * Pages for the mock's unit tests, standing in for the route registry that the app hands to the
 * mock service when it starts (lucide icon names).
 */
export const FIXTURE_PAGES: readonly CataloguePage[] = [
  { target: 'home', title: 'Projects Dashboard', link: '/', icon: 'House' },
  { target: 'analytics', title: 'Analytics Dashboard', link: '/analytics', icon: 'ChartPie' },
  { target: 'about', title: 'About the data', link: '/about', icon: 'Info' },
  { target: 'login', title: 'Login', link: '/pages/login', icon: 'LogIn' },
  { target: 'register', title: 'Register', link: '/pages/register', icon: 'UserPlus' },
  {
    target: 'forgotPassword',
    title: 'Forgot Password',
    link: '/pages/forgot-password',
    icon: 'KeyRound',
  },
  {
    target: 'resetPassword',
    title: 'Reset Password',
    link: '/pages/reset-password',
    icon: 'ShieldCheck',
  },
  { target: 'lockScreen', title: 'Lock Screen', link: '/pages/lock-screen', icon: 'Lock' },
  { target: 'comingSoon', title: 'Coming Soon', link: '/misc/coming-soon', icon: 'Clock' },
  { target: 'notAuthorized', title: 'Not Authorized', link: '/misc/not-authorized', icon: 'Ban' },
  { target: 'maintenance', title: 'Maintenance', link: '/misc/maintenance', icon: 'Construction' },
  { target: 'error404', title: 'Error 404', link: '/misc/error/404', icon: 'TriangleAlert' },
  { target: 'error500', title: 'Error 500', link: '/misc/error/500', icon: 'ServerCrash' },
  {
    target: 'ecommerceDash',
    title: 'eCommerce Dashboard',
    link: '/ecommerce-dashboard',
    icon: 'ShoppingBag',
  },
  { target: 'email', title: 'Email', link: '/email/inbox', icon: 'Mail' },
  { target: 'chat', title: 'Chat', link: '/chat', icon: 'MessageSquare' },
  { target: 'todo', title: 'Todo', link: '/todo/all', icon: 'SquareCheckBig' },
  { target: 'calendar', title: 'Calendar', link: '/calendar', icon: 'Calendar' },
  { target: 'shop', title: 'Shop', link: '/ecommerce/shop', icon: 'ShoppingCart' },
  { target: 'wishlist', title: 'Wish List', link: '/ecommerce/wishlist', icon: 'Heart' },
  { target: 'dataListView', title: 'Data List View', link: '/data-list/list-view', icon: 'List' },
  {
    target: 'dataThumbView',
    title: 'Data Thumb View',
    link: '/data-list/thumb-view',
    icon: 'Image',
  },
  { target: 'userList', title: 'User List', link: '/pages/user/list', icon: 'Users' },
  { target: 'userView', title: 'User View', link: '/pages/user/view', icon: 'User' },
  { target: 'apexChart', title: 'Apex Charts', link: '/charts/apex', icon: 'ChartPie' },
  { target: 'leafletMap', title: 'Leaflet Map', link: '/maps/leaflet', icon: 'Map' },
  { target: 'formik', title: 'Formik', link: '/forms/formik', icon: 'FileText' },
  {
    target: 'alerts',
    title: 'Alerts',
    link: '/components/alerts',
    icon: 'TriangleExclamationPoint',
  },
  { target: 'agGrid', title: 'AG Grid Table', link: '/tables/agGrid', icon: 'Table' },
  { target: 'profile', title: 'Profile', link: '/pages/profile', icon: 'CircleUser' },
  {
    target: 'accountSettings',
    title: 'Account Settings',
    link: '/pages/account-settings',
    icon: 'Settings',
  },
  { target: 'faq', title: 'FAQ', link: '/pages/faq', icon: 'CircleQuestionMark' },
  { target: 'invoice', title: 'Invoice', link: '/pages/invoice', icon: 'Receipt' },
];
