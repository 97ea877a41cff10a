import { ListCollapse, SquarePen } from 'lucide-react';
import { demoRoute } from '@/catalogue/common/demo-route';
import type { NavNode } from '@/types/navigation';

const formElements: NavNode = {
  id: 'form-elements',
  title: 'menu.formElements',
  type: 'collapse',
  icon: ListCollapse,
  children: [
    demoRoute(
      {
        id: 'form-select',
        title: 'menu.select',
        navLink: '/forms/elements/select',
      },
      () => import('./elements/select-page'),
    ),
    demoRoute(
      {
        id: 'form-switch',
        title: 'menu.switch',
        navLink: '/forms/elements/switch',
      },
      () => import('./elements/switch-page'),
    ),
    demoRoute(
      {
        id: 'form-checkbox',
        title: 'menu.checkbox',
        navLink: '/forms/elements/checkbox',
      },
      () => import('./elements/checkbox-page'),
    ),
    demoRoute(
      { id: 'form-radio', title: 'menu.radio', navLink: '/forms/elements/radio' },
      () => import('./elements/radio-page'),
    ),
    demoRoute(
      {
        id: 'form-input',
        title: 'menu.input',
        navLink: '/forms/elements/input',
      },
      () => import('./elements/input-page'),
    ),
    demoRoute(
      {
        id: 'form-input-group',
        title: 'menu.inputGroup',
        navLink: '/forms/elements/input-group',
      },
      () => import('./elements/input-group-page'),
    ),
    demoRoute(
      {
        id: 'form-number-input',
        title: 'menu.numberInput',
        navLink: '/forms/elements/number-input',
      },
      () => import('./elements/number-input-page'),
    ),
    demoRoute(
      {
        id: 'form-textarea',
        title: 'menu.textarea',
        navLink: '/forms/elements/textarea',
      },
      () => import('./elements/textarea-page'),
    ),
    demoRoute(
      {
        id: 'form-pickers',
        title: 'menu.pickers',
        navLink: '/forms/elements/pickers',
        keywords: ['date', 'time', 'datepicker'],
      },
      () => import('./elements/pickers-page'),
    ),
    demoRoute(
      {
        id: 'form-input-mask',
        title: 'menu.inputMask',
        navLink: '/forms/elements/input-mask',
      },
      () => import('./elements/input-mask-page'),
    ),
  ],
};

/** The forms pages of the UI catalogue (the menu drops a group with no pages). */
export const formsSection: NavNode = {
  id: 'forms',
  title: 'menu.forms',
  type: 'collapse',
  icon: SquarePen,
  children: [
    formElements,
    demoRoute(
      {
        id: 'form-layout',
        title: 'menu.formLayout',
        navLink: '/forms/layout/form-layout',
      },
      () => import('./layout/form-layout-page'),
    ),
    demoRoute(
      { id: 'form-wizard', title: 'menu.wizard', navLink: '/forms/wizard' },
      () => import('./wizard/wizard-page'),
      ['catalogue-forms'],
    ),
    demoRoute(
      { id: 'form-formik', title: 'menu.formik', navLink: '/forms/formik' },
      () => import('./formik/formik-page'),
      ['catalogue-forms'],
    ),
  ],
};
