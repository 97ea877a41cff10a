import {
  Calendar,
  CircleDot,
  Hash,
  LayoutTemplate,
  ListChecks,
  ListCollapse,
  Regex,
  SquareCheck,
  SquarePen,
  TextCursorInput,
  TextQuote,
  ToggleRight,
  WandSparkles,
  ClipboardCheck,
  PanelTop,
} from 'lucide-react';
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
        icon: ListChecks,
        navLink: '/forms/elements/select',
      },
      () => import('./elements/select-page'),
    ),
    demoRoute(
      {
        id: 'form-switch',
        title: 'menu.switch',
        icon: ToggleRight,
        navLink: '/forms/elements/switch',
      },
      () => import('./elements/switch-page'),
    ),
    demoRoute(
      {
        id: 'form-checkbox',
        title: 'menu.checkbox',
        icon: SquareCheck,
        navLink: '/forms/elements/checkbox',
      },
      () => import('./elements/checkbox-page'),
    ),
    demoRoute(
      { id: 'form-radio', title: 'menu.radio', icon: CircleDot, navLink: '/forms/elements/radio' },
      () => import('./elements/radio-page'),
    ),
    demoRoute(
      {
        id: 'form-input',
        title: 'menu.input',
        icon: TextCursorInput,
        navLink: '/forms/elements/input',
      },
      () => import('./elements/input-page'),
    ),
    demoRoute(
      {
        id: 'form-input-group',
        title: 'menu.inputGroup',
        icon: PanelTop,
        navLink: '/forms/elements/input-group',
      },
      () => import('./elements/input-group-page'),
    ),
    demoRoute(
      {
        id: 'form-number-input',
        title: 'menu.numberInput',
        icon: Hash,
        navLink: '/forms/elements/number-input',
      },
      () => import('./elements/number-input-page'),
    ),
    demoRoute(
      {
        id: 'form-textarea',
        title: 'menu.textarea',
        icon: TextQuote,
        navLink: '/forms/elements/textarea',
      },
      () => import('./elements/textarea-page'),
    ),
    demoRoute(
      {
        id: 'form-pickers',
        title: 'menu.pickers',
        icon: Calendar,
        navLink: '/forms/elements/pickers',
        keywords: ['date', 'time', 'datepicker'],
      },
      () => import('./elements/pickers-page'),
    ),
    demoRoute(
      {
        id: 'form-input-mask',
        title: 'menu.inputMask',
        icon: Regex,
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
        icon: LayoutTemplate,
        navLink: '/forms/layout/form-layout',
      },
      () => import('./layout/form-layout-page'),
    ),
    demoRoute(
      { id: 'form-wizard', title: 'menu.wizard', icon: WandSparkles, navLink: '/forms/wizard' },
      () => import('./wizard/wizard-page'),
      ['catalogue-forms'],
    ),
    demoRoute(
      { id: 'form-formik', title: 'menu.formik', icon: ClipboardCheck, navLink: '/forms/formik' },
      () => import('./formik/formik-page'),
      ['catalogue-forms'],
    ),
  ],
};
