import {
  Bookmark,
  Calendar,
  ChartLine,
  ChartPie,
  CircleQuestionMark,
  CircleUser,
  FileText,
  Heart,
  House,
  Image,
  List,
  Mail,
  Map,
  MessageSquare,
  Receipt,
  Settings,
  ShoppingBag,
  ShoppingCart,
  SquareCheckBig,
  Table,
  TriangleExclamationPoint,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons that bookmarks and search pages name (lucide names). Only these are bundled;
 * importing lucide's whole set by name would add every icon to the chunk.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  Bookmark,
  Calendar,
  ChartLine,
  ChartPie,
  CircleQuestionMark,
  CircleUser,
  FileText,
  Heart,
  House,
  Image,
  List,
  Mail,
  Map,
  MessageSquare,
  Receipt,
  Settings,
  ShoppingBag,
  ShoppingCart,
  SquareCheckBig,
  Table,
  TriangleExclamationPoint,
  User,
  Users,
};

/** The lucide icon of that name, or a bookmark icon for a name this list does not know. */
export function iconByName(name: string): LucideIcon {
  return ICONS[name] ?? Bookmark;
}
