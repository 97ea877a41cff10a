import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NavNode } from '@/types/navigation';

/** Icon, translated title and badge of a menu node. */
export function MenuLabel({ node }: { node: NavNode }) {
  const { t } = useTranslation();
  const Icon = node.icon;
  return (
    <>
      {Icon ? (
        <Icon size={18} className="menu-icon" aria-hidden="true" />
      ) : (
        <span className="menu-bullet" aria-hidden="true" />
      )}
      <span className="menu-title">{t(node.title)}</span>
      {node.type === 'external-link' ? (
        <ExternalLink size={14} className="menu-external" aria-hidden="true" />
      ) : null}
      {node.badge && node.badgeText ? (
        <span className={`badge rounded-pill text-bg-${node.badge} menu-badge`}>
          {t(node.badgeText)}
        </span>
      ) : null}
    </>
  );
}
