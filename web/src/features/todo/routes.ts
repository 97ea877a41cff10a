import { ListTodo } from 'lucide-react';
import { withNamespaces } from '@/i18n';
import type { NavNode } from '@/types/navigation';

const page = () => withNamespaces(import('./todo-page'), ['todo']);
const keywords = ['tasks', 'todo', 'starred', 'important', 'completed', 'trash'];

/** Registry entries of the todo app (the registry places them under the Apps header). */
export const todoRoutes: NavNode[] = [
  {
    id: 'todo',
    title: 'menu.todo',
    type: 'item',
    icon: ListTodo,
    navLink: '/todo/all',
    page,
    keywords,
  },
  {
    id: 'todo-filter',
    title: 'menu.todo',
    type: 'item',
    icon: ListTodo,
    navLink: '/todo/:filter',
    page,
    hidden: true,
  },
  {
    id: 'todo-tag',
    title: 'menu.todo',
    type: 'item',
    icon: ListTodo,
    navLink: '/todo/tag/:tag',
    page,
    hidden: true,
  },
];
