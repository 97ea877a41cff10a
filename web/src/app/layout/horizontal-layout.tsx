import { useMemo } from 'react';
import { registry } from '@/app/navigation/registry';
import { toMenu } from '@/app/navigation/tree';
import { useAbility } from '@/hooks/use-ability';
import { Footer } from './footer';
import { MainContent } from './main-content';
import { HorizontalMenu } from './menu/horizontal-menu';
import { Navbar } from './navbar/navbar';

export function HorizontalLayout() {
  const ability = useAbility();
  const items = useMemo(() => toMenu(registry, ability), [ability]);
  return (
    <div className="app-content">
      <div className="horizontal-header">
        <Navbar horizontal />
        <HorizontalMenu items={items} />
      </div>
      <MainContent />
      <Footer />
    </div>
  );
}
